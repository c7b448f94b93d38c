import { Classes, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import { FIELD_MESSAGES as M } from './messages';

export interface TextFieldProps {
  label: string;
  /** Beside the label, e.g. '(optional)'. */
  labelInfo?: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  placeholder?: string;
  helper?: string;
  /** A validation message (spec 5): shown in red under the field. */
  error?: string | null;
  disabled?: boolean;
  /** Empty text unsets the field, so the default shows again. */
  emptyIsUnset?: boolean;
  /** The API's limit for this field (plugins/recommendations/model/fields.ts): typing stops there, a counter shows. */
  maxLength?: number;
}

export function TextField({ label, labelInfo, value, onChange, placeholder, helper, error, disabled, emptyIsUnset = true, maxLength }: TextFieldProps) {
  const id = useId();
  const text = value ?? '';
  // A document saved before the limit (or a restored version) may hold more: say so, the save would be refused.
  const problem = error ?? (maxLength !== undefined && text.length > maxLength ? M.tooLong(maxLength) : null);
  const counter =
    maxLength !== undefined && text.length > 0 ? (
      <span id={`${id}-count`} className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} style={{ padding: '0 8px', lineHeight: '30px' }} aria-live="polite" data-testid="char-count">
        {M.count(text.length, maxLength)}
      </span>
    ) : undefined;
  return (
    <FormGroup label={label} labelInfo={labelInfo} labelFor={id} helperText={problem ?? helper} intent={problem ? Intent.DANGER : Intent.NONE}>
      <InputGroup
        id={id}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={maxLength}
        rightElement={counter}
        aria-describedby={counter ? `${id}-count` : undefined}
        intent={problem ? Intent.DANGER : Intent.NONE}
        onValueChange={(next) => onChange(next === '' && emptyIsUnset ? undefined : next)}
      />
    </FormGroup>
  );
}
