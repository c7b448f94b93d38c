import { HTMLSelect } from '@blueprintjs/core';
import type { CompareMode } from '../../charts/types';
import { REPORT_MESSAGES as M } from '../messages';
import { COMPARE_MODES } from '../model/ReportStore';

const LABELS: Record<CompareMode, string> = {
  none: M.compareNone,
  previousPeriod: M.comparePrevious,
  market: M.compareMarket,
};

export interface CompareControlProps {
  value: CompareMode;
  onChange(mode: CompareMode): void;
}

export function CompareControl({ value, onChange }: CompareControlProps) {
  return (
    <HTMLSelect
      aria-label={M.compare}
      data-testid="report-compare"
      value={value}
      options={COMPARE_MODES.map((mode) => ({ value: mode, label: LABELS[mode] }))}
      onChange={(e) => onChange(e.currentTarget.value as CompareMode)}
    />
  );
}
