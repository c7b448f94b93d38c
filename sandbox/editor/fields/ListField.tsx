import { FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { splitList } from '../../../plugins/recommendations/model/validate';
import { FIELD_MESSAGES as M } from './messages';

export interface ListFieldProps {
  label: string;
  value: readonly string[] | null | undefined;
  /** Spec 5: split on commas and new lines, trimmed, empties dropped; an empty list is null. */
  onChange(value: string[] | null): void;
  placeholder?: string;
  error?: string | null;
}

const same = (a: readonly string[] | null | undefined, b: readonly string[] | null) => (a ?? []).join('\n') === (b ?? []).join('\n');

export function ListField({ label, value, onChange, placeholder, error }: ListFieldProps) {
  const id = useId();
  const [text, setText] = useState((value ?? []).join('\n'));
  // Keep what is being typed (a trailing comma) unless the list itself changed elsewhere.
  useEffect(() => setText((current) => (same(value, splitList(current)) ? current : (value ?? []).join('\n'))), [value]);
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? M.listHelper} intent={error ? Intent.DANGER : Intent.NONE}>
      <TextArea
        id={id}
        fill
        rows={3}
        value={text}
        placeholder={placeholder}
        intent={error ? Intent.DANGER : Intent.NONE}
        onChange={(e) => {
          setText(e.currentTarget.value);
          onChange(splitList(e.currentTarget.value));
        }}
      />
    </FormGroup>
  );
}
