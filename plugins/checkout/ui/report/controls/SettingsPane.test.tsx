/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { buildReportDefinition } from '../definitions/buildReportDefinition';
import type { ReportDefinition } from '../definitions/types';
import { REPORT_MESSAGES as M } from '../messages';
import type { ReportSelectionsInstance } from '../model/ReportStore';
import { SettingsPane } from './SettingsPane';

const selections = { analyzeBy: 'country', textFilters: new Map(), rangeFilters: new Map() } as unknown as ReportSelectionsInstance;
const definition = (pl: string, al = 'country') => buildReportDefinition(pl, al) as ReportDefinition;
const filterIds = (d: ReportDefinition) => d.controls.filter((c) => c.style === 'textFilter' || c.style === 'numberRange').map((c) => c.dimension);

describe('report filters (issue 12, defect 10)', () => {
  it('leaves out the filters that would rig the metric, and says why', () => {
    expect(filterIds(definition('mobileAbandonmentGap'))).not.toContain('formFactor');
    expect(filterIds(definition('car'))).not.toContain('transPaymentType');
    expect(filterIds(definition('conversions'))).toContain('transPaymentType');
    expect(filterIds(definition('cartRate'))).not.toContain('cartValue');
    render(<SettingsPane definition={definition('mobileAbandonmentGap')} selections={selections} />);
    const why = screen.getByTestId('report-filters-not-applicable').textContent;
    expect(why).toContain(`Device: ${M.filterNotApplicable.formFactorGap}`);
    expect(why).toContain(`Payment Type: ${M.filterNotApplicable.paymentType}`);
  });

  it("says 'No filters are available for this report' when none applies", () => {
    const bare = { ...definition('car'), controls: definition('car').controls.filter((c) => c.style !== 'textFilter' && c.style !== 'numberRange') };
    render(<SettingsPane definition={bare} selections={selections} />);
    expect(screen.getByText(M.noFilters)).toBeTruthy();
  });
});
