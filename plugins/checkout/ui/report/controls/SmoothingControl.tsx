import { HTMLSelect } from '@blueprintjs/core';
import { REPORT_MESSAGES as M } from '../messages';
import { SMOOTHINGS, type Smoothing } from '../query/buildReportQuery';

/** Spec §9 labels, in the spec's order. */
export const SMOOTHING_LABELS: Record<Smoothing, string> = {
  default: 'Default',
  gradual: 'Gradual',
  stark: 'Stark',
  none: 'None',
  cumulative: 'Cumulative',
};

export function SmoothingControl({ value, onChange }: { value: Smoothing; onChange(value: Smoothing): void }) {
  return (
    <HTMLSelect
      aria-label={M.smoothing}
      title={M.smoothing}
      data-testid="report-smoothing"
      value={value}
      options={SMOOTHINGS.map((s) => ({ value: s, label: SMOOTHING_LABELS[s] }))}
      onChange={(e) => onChange(e.currentTarget.value as Smoothing)}
    />
  );
}
