import { Button, ButtonGroup, type IconName } from '@blueprintjs/core';
import type { ChartType } from '../../charts/types';
import type { ReportChartSpec } from '../definitions/types';
import { REPORT_MESSAGES as M } from '../messages';

export const CHART_TYPE_LABELS: Record<ChartType, { label: string; icon: IconName }> = {
  line: { label: 'Line', icon: 'timeline-line-chart' },
  area: { label: 'Area', icon: 'timeline-area-chart' },
  column: { label: 'Column', icon: 'timeline-bar-chart' },
  bar: { label: 'Bar', icon: 'horizontal-bar-chart' },
  pie: { label: 'Pie', icon: 'pie-chart' },
  map: { label: 'Map', icon: 'globe' },
  table: { label: 'Table', icon: 'th' },
};

export interface ChartTypeButtonsProps {
  charts: readonly ReportChartSpec[];
  value: string;
  onChange(chartType: ChartType): void;
}

/** One icon button per chart the report offers; the label is the tooltip and the accessible name. */
export function ChartTypeButtons({ charts, value, onChange }: ChartTypeButtonsProps) {
  return (
    <ButtonGroup aria-label={M.chartType} data-testid="report-chart-types">
      {charts.map(({ chartType }) => (
        <Button
          key={chartType}
          icon={CHART_TYPE_LABELS[chartType].icon}
          aria-label={CHART_TYPE_LABELS[chartType].label}
          title={CHART_TYPE_LABELS[chartType].label}
          active={chartType === value}
          aria-pressed={chartType === value}
          data-testid={`chart-type-${chartType}`}
          onClick={() => onChange(chartType)}
        />
      ))}
    </ButtonGroup>
  );
}
