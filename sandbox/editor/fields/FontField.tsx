import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';
import { ALL_FONTS, FONT_GROUPS } from './fonts';
import { FIELD_MESSAGES as M } from './messages';

export interface FontFieldProps {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** The large font list of spec 2, grouped; a stack not in the list (set in code) is kept and shown. */
export function FontField({ label, value, onChange }: FontFieldProps) {
  const id = useId();
  const known = value === undefined || ALL_FONTS.some((f) => f.value === value);
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect id={id} fill value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
        <option value="">{M.defaultOption}</option>
        {!known && <option value={value}>{value}</option>}
        {FONT_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.fonts.map((font) => (
              <option key={font.value} value={font.value}>
                {font.label}
              </option>
            ))}
          </optgroup>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
