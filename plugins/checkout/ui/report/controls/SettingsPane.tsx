import { Card, FormGroup, H5, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { ANALYZE_BY_DIMENSIONS } from '../definitions/buildReportDefinition';
import { dimensionInfo } from '../definitions/dimensions';
import type { ReportDefinition } from '../definitions/types';
import { REPORT_MESSAGES as M } from '../messages';
import type { ReportSelectionsInstance } from '../model/ReportStore';
import { RangeFilterControl } from './RangeFilterControl';
import { TextFilterControl } from './TextFilterControl';
import styles from '../ReportView.module.scss';

/** Filter labels of numeric fields (they are not dimensions to analyze by). */
const RANGE_LABELS: Record<string, string> = { cartValue: 'Cart Value' };

const filterLabel = (field: string) => RANGE_LABELS[field] ?? dimensionInfo(field)?.label ?? field;

export interface SettingsPaneProps {
  definition: ReportDefinition;
  selections: ReportSelectionsInstance;
}

/** The 'Analyze By' and 'Filters' blocks of the report view (spec §2). */
export const SettingsPane = observer(function SettingsPane({ definition, selections }: SettingsPaneProps) {
  const filters = definition.controls.filter((c) => c.style === 'textFilter' || c.style === 'numberRange');
  const unavailable = definition.unavailableFilters ?? [];
  const dimensions = ANALYZE_BY_DIMENSIONS.filter(
    // The phone-vs-desktop gap per device has no meaning; the definition builder refuses it.
    (d) => !(definition.metricName === 'mobileAbandonmentGap' && d === 'formFactor'),
  );
  return (
    <div className={styles.settings} data-testid="report-settings">
      <Card className={styles.block} data-testid="report-analyze-by">
        <H5>{M.analyzeBy}</H5>
        <FormGroup label={M.analyzeBy} labelFor="report-analyze-by" className={styles.hiddenLabel}>
          <HTMLSelect
            id="report-analyze-by"
            fill
            value={selections.analyzeBy}
            options={dimensions.map((d) => ({ value: d, label: dimensionInfo(d)?.label ?? d }))}
            onChange={(e) => selections.setAnalyzeBy(e.currentTarget.value)}
          />
        </FormGroup>
      </Card>
      <Card className={styles.block} data-testid="report-filters">
        <H5>{M.filters}</H5>
        {filters.length === 0 ? (
          <NonIdealState icon="filter-remove" description={M.noFilters} layout="horizontal" />
        ) : (
          <div className={styles.filterGrid}>
            {filters.map((control) =>
              control.style === 'textFilter' && control.dimension ? (
                <TextFilterControl
                  key={control.dimension}
                  dimension={control.dimension}
                  values={selections.textFilters.get(control.dimension) ?? []}
                  onChange={(values) => selections.setTextFilter(control.dimension as string, values)}
                />
              ) : control.dimension ? (
                <RangeFilterControl
                  key={control.dimension}
                  field={control.dimension}
                  label={RANGE_LABELS[control.dimension] ?? control.dimension}
                  bounds={{ min: control.min, max: control.max }}
                  value={selections.rangeFilters.get(control.dimension)}
                  onApply={(value) => selections.setRangeFilter(control.dimension as string, value)}
                />
              ) : null,
            )}
          </div>
        )}
        {unavailable.length > 0 && (
          <div className={styles.filtersNotApplicable} data-testid="report-filters-not-applicable">
            {M.filtersNotApplicable}
            <ul>
              {unavailable.map((f) => (
                <li key={f.dimension}>
                  {filterLabel(f.dimension)}: {f.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>
    </div>
  );
});
