import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { REPORT_MESSAGES as M } from '../messages';
import {
  parseRangeEntry,
  RANGE_OPERATOR_LABELS,
  RANGE_OPERATORS,
  rangePlaceholder,
  type RangeBounds,
  type RangeFilterValue,
  type RangeOperator,
} from '../query/rangeFilter';
import styles from './controls.module.scss';

export interface RangeFilterControlProps {
  field: string;
  label: string;
  bounds: RangeBounds;
  value: RangeFilterValue | undefined;
  onApply(value: RangeFilterValue): void;
}

/**
 * The numeric range filter of spec §5: an operator ('all' = no filter) and a number within
 * the optional bounds. Apply is enabled only after a change, and only for a valid entry.
 */
export function RangeFilterControl({ field, label, bounds, value, onApply }: RangeFilterControlProps) {
  const applied = value ?? { op: 'all' as const };
  const [op, setOp] = useState<RangeOperator>(applied.op);
  const [text, setText] = useState(applied.value === undefined ? '' : String(applied.value));
  const changed = op !== applied.op || (op !== 'all' && text.trim() !== (applied.value === undefined ? '' : String(applied.value)));
  const entry = op === 'all' ? undefined : parseRangeEntry(text, bounds);
  const invalid = entry !== undefined && !entry.ok && text.trim() !== '';
  const canApply = changed && (op === 'all' || entry?.ok === true);
  const id = `report-range-${field}`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className={styles.filter}
      intent={invalid ? 'danger' : 'none'}
      helperText={invalid && entry && !entry.ok ? entry.error : undefined}
    >
      <div className={styles.rangeRow} data-testid={id}>
        <HTMLSelect
          aria-label={`${label} operator`}
          value={op}
          options={RANGE_OPERATORS.map((o) => ({ value: o, label: RANGE_OPERATOR_LABELS[o] }))}
          onChange={(e) => setOp(e.currentTarget.value as RangeOperator)}
        />
        <InputGroup
          id={id}
          aria-label={label}
          inputMode="decimal"
          placeholder={rangePlaceholder(bounds)}
          value={text}
          disabled={op === 'all'}
          intent={invalid ? 'danger' : 'none'}
          onValueChange={setText}
        />
        <Button
          text={M.apply}
          intent="primary"
          disabled={!canApply}
          data-testid={`${id}-apply`}
          onClick={() => onApply(op === 'all' || !entry?.ok ? { op: 'all' } : { op, value: entry.value })}
        />
      </div>
    </FormGroup>
  );
}
