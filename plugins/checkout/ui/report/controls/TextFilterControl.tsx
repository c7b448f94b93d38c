import { FormGroup, TagInput, Tag } from '@blueprintjs/core';
import { capitalizeWords } from '../../charts/groupLabels';
import { dimensionInfo } from '../definitions/dimensions';
import { REPORT_MESSAGES as M } from '../messages';
import { normaliseFilterValue, textMatch } from '../query/textFilter';
import styles from './controls.module.scss';

export interface TextFilterControlProps {
  dimension: string;
  values: readonly string[];
  onChange(values: string[]): void;
}

/**
 * A multi-value filter on one dimension: type values (Enter or comma adds one), or click a
 * known value. A value with * matches as a pattern ('like'), the others exactly ('in').
 */
export function TextFilterControl({ dimension, values, onChange }: TextFilterControlProps) {
  const info = dimensionInfo(dimension);
  const label = info?.label ?? dimension;
  const add = (more: readonly string[]) => {
    const next = [...values];
    for (const raw of more) {
      const value = normaliseFilterValue(dimension, raw);
      if (value && !next.includes(value)) next.push(value);
    }
    onChange(next);
  };
  const unused = (info?.values ?? []).filter((v) => !values.includes(v.value));
  // Tags read as the suggestions and the chart do ('Phone', 'YouTube'); a pattern stays as typed.
  const tagLabel = (value: string) =>
    textMatch(value) === 'like' ? value : (info?.values.find((v) => v.value === value)?.label ?? (info?.valueCase === 'lower' ? capitalizeWords(value) : value));
  return (
    <FormGroup label={label} labelFor={`report-filter-${dimension}`} className={styles.filter}>
      <TagInput
        inputProps={{ id: `report-filter-${dimension}`, 'aria-label': label }}
        values={values.map((v) => tagLabel(v))}
        placeholder={M.filterPlaceholder}
        addOnBlur
        onAdd={(added) => add(added)}
        onRemove={(_value, index) => onChange(values.filter((_, i) => i !== index))}
        tagProps={(value) => ({
          minimal: true,
          intent: textMatch(String(value)) === 'like' ? 'warning' : 'none',
          title: textMatch(String(value)) === 'like' ? M.likeHint : undefined,
        })}
        rightElement={undefined}
        data-testid={`report-filter-${dimension}`}
      />
      {unused.length > 0 && (
        <div className={styles.suggestions}>
          {unused.map((v) => (
            <Tag key={v.value} minimal interactive icon="plus" onClick={() => add([v.value])}>
              {v.label}
            </Tag>
          ))}
        </div>
      )}
    </FormGroup>
  );
}
