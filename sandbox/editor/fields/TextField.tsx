import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';

export interface TextFieldProps {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  placeholder?: string;
  helper?: string;
  /** A validation message (spec 5): shown in red under the field. */
  error?: string | null;
  disabled?: boolean;
  /** Empty text unsets the field, so the default shows again. */
  emptyIsUnset?: boolean;
}

export function TextField({ label, value, onChange, placeholder, helper, error, disabled, emptyIsUnset = true }: TextFieldProps) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? helper} intent={error ? Intent.DANGER : Intent.NONE}>
      <InputGroup
        id={id}
        value={value ?? ''}
        placeholder={placeholder}
        disabled={disabled}
        intent={error ? Intent.DANGER : Intent.NONE}
        onValueChange={(text) => onChange(text === '' && emptyIsUnset ? undefined : text)}
      />
    </FormGroup>
  );
}
