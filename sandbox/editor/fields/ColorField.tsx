import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { FIELD_MESSAGES as M } from './messages';
import styles from './Fields.module.scss';

export interface ColorFieldProps {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  placeholder?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Any CSS colour as text (rgba, names, variables), with a swatch that opens the system picker. */
export function ColorField({ label, value, onChange, placeholder }: ColorFieldProps) {
  const id = useId();
  const swatch = (
    <input
      type="color"
      className={styles.swatch}
      aria-label={M.colorPicker}
      value={value && HEX.test(value) ? value : '#000000'}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup id={id} value={value ?? ''} placeholder={placeholder} rightElement={swatch} onValueChange={(text) => onChange(text.trim() === '' ? undefined : text)} />
    </FormGroup>
  );
}
