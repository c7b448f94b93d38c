import { Switch } from '@blueprintjs/core';

export interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

export function SwitchField({ label, checked, onChange, disabled }: SwitchFieldProps) {
  // role switch: screen readers announce on/off, as the control looks.
  return <Switch role="switch" label={label} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />;
}
