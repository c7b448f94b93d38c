import { FormGroup, Intent, NumericInput } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import { FIELD_MESSAGES as M } from './messages';
import { clampToRange, inRange, parseNumberText, type NumberRange } from './ranges';

export interface NumberFieldProps {
  label: string;
  /** The stored value; undefined when unset (the placeholder then shows `defaultValue`). */
  value: number | undefined;
  defaultValue?: number;
  range: NumberRange;
  onChange(value: number | undefined): void;
  /** Shown under the field unless there is an error (e.g. a validation message of spec 5). */
  helper?: string;
  error?: string;
  disabled?: boolean;
  /**
   * Out of range is refused, not clamped: the message stays after leaving and nothing is written.
   * For a value where the nearest one in range means something else (a Max Price of 0 for -50).
   */
  refuseOutOfRange?: boolean;
  /** The words for a number out of range, or undefined for the default (the range). */
  outOfRangeMessage?: (value: number) => string | undefined;
}

const show = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * A number within a spec range. A number in range is written as it is typed (the preview
 * follows); one out of range is shown as an error and clamped when the field is left; text
 * that is not a number is refused: never written, and the last value comes back on leaving.
 */
export function NumberField({ label, value, defaultValue, range, onChange, helper, error, disabled, refuseOutOfRange = false, outOfRangeMessage }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(show(value));
  const [problem, setProblem] = useState<string | null>(null);

  // Undo, redo and the other form factor change the value from outside: follow it.
  useEffect(() => {
    setText((current) => (parseNumberText(current) === value ? current : show(value)));
    setProblem(null);
  }, [value]);

  const edit = (next: string) => {
    setText(next);
    const parsed = parseNumberText(next);
    if (parsed === undefined) {
      setProblem(null);
      onChange(undefined);
    } else if (typeof parsed === 'string') {
      setProblem(M.notANumber);
    } else if (!inRange(parsed, range)) {
      setProblem(outOfRangeMessage?.(parsed) ?? M.outOfRange(range.min, range.max));
    } else {
      setProblem(null);
      onChange(parsed);
    }
  };

  const leave = () => {
    const parsed = parseNumberText(text);
    if (typeof parsed === 'number' && refuseOutOfRange && !inRange(parsed, range)) return;
    if (typeof parsed === 'number') {
      const clamped = clampToRange(parsed, range);
      setText(String(clamped));
      if (clamped !== value) onChange(clamped);
    } else if (typeof parsed === 'string') {
      setText(show(value));
    }
    setProblem(null);
  };

  const message = problem ?? error;
  return (
    <FormGroup label={label} labelFor={id} labelInfo={range.unit} helperText={message ?? helper} intent={message ? Intent.DANGER : Intent.NONE}>
      <NumericInput
        id={id}
        fill
        value={text}
        placeholder={show(defaultValue)}
        min={range.min}
        max={range.max}
        stepSize={range.step}
        minorStepSize={null}
        majorStepSize={null}
        intent={message ? Intent.DANGER : Intent.NONE}
        disabled={disabled}
        onValueChange={(_n, asText) => edit(asText)}
        onBlur={leave}
      />
    </FormGroup>
  );
}
