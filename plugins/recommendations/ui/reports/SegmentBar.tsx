import { Button, HTMLSelect } from '@blueprintjs/core';
import { REPORTS, SEGMENTS } from './messages';
import { REC_ID_PREFIX, SEGMENT_KEYS, type SegmentKey, type Segments } from './segments';
import styles from './Reports.module.scss';

/** Spec 2's segment filters; Recommendation also offers each recommendation by name. */
export function SegmentBar({ value, recommendations, onChange }: { value: Segments; recommendations: { id: string; title: string }[]; onChange(key: SegmentKey, next: string): void }) {
  const any = SEGMENT_KEYS.some((k) => value[k]);
  return (
    <div className={styles.segments} role="group" aria-label={REPORTS.segments} data-testid="rec-report-segments">
      {SEGMENT_KEYS.map((key) => {
        const def = SEGMENTS[key];
        return (
          <label key={key} className={styles.segment}>
            <span>{def.label}</span>
            <HTMLSelect value={value[key] ?? ''} onChange={(e) => onChange(key, e.currentTarget.value)} data-testid={`rec-segment-${key}`}>
              <option value="">{def.any}</option>
              {Object.entries(def.choices).map(([v, text]) => (
                <option key={v} value={v}>
                  {text}
                </option>
              ))}
              {key === 'rec' &&
                recommendations.map((r) => (
                  <option key={r.id} value={`${REC_ID_PREFIX}${r.id}`}>
                    {r.title}
                  </option>
                ))}
            </HTMLSelect>
          </label>
        );
      })}
      {any && <Button variant="minimal" text={REPORTS.clearSegments} icon="cross" onClick={() => SEGMENT_KEYS.forEach((k) => value[k] && onChange(k, ''))} data-testid="rec-segments-clear" />}
    </div>
  );
}
