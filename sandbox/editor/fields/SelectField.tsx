import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useId } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  choices: ReadonlyArray<Choice<T>>;
  onChange(value: T): void;
  helper?: string;
  disabled?: boolean;
}

/** A native select: keyboard and screen readers work as everywhere else, also on phones. */
export function SelectField<T extends string | number>({ label, value, choices, onChange, helper, disabled }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id} helperText={helper}>
      <HTMLSelect
        id={id}
        fill
        value={String(value)}
        disabled={disabled}
        options={choices.map((c) => ({ value: String(c.value), label: c.label }))}
        onChange={(e) => onChange(choices.find((c) => String(c.value) === e.currentTarget.value)!.value)}
      />
    </FormGroup>
  );
}
