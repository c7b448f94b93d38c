// A Score tile and the report it links to read one definition of the period and of the
// sessions (issue 12, defect 8): the report's 'Last 4 Weeks' with 'previous period' is the
// score's current and previous period, and both leave out QA and baseline traffic.
import { KPI_SESSIONS, scorePeriods } from '../../../score';
import { buildReportDefinition } from '../definitions/buildReportDefinition';
import type { ReportDefinition } from '../definitions/types';
import { buildReportQuery, type ReportSelections } from './buildReportQuery';

const selections: ReportSelections = {
  chartType: 'column',
  date: { name: 'Last 4 Weeks' },
  compare: 'previousPeriod',
  smoothing: 'default',
  textFilters: {},
  rangeFilters: {},
};

describe.each([
  ['America/New_York', Date.parse('2024-06-15T18:30:00Z')],
  ['Europe/Berlin', Date.parse('2024-04-10T22:30:00Z')], // a DST change inside the previous period
  ['Pacific/Auckland', Date.parse('2024-04-07T11:00:00Z')],
])('in %s', (timeZone, now) => {
  it("the report's Last 4 Weeks is the score's period, read over the same sessions", () => {
    const built = buildReportQuery(buildReportDefinition('car', 'formFactor') as ReportDefinition, selections, { siteId: 'site-1', now, timeZone });
    const where = built.variables.where as { arrivalTimeUtc: { min: string; max: string }; isQa: boolean; isBaseline: boolean };
    const { current, previous } = scorePeriods(now, timeZone);
    expect(where.arrivalTimeUtc.min).toBe(current.min.toISOString());
    expect(where.arrivalTimeUtc.max).toBe(current.max.toISOString());
    // The server's previousPeriod: the same length right before (CONTRACT §3).
    const length = Date.parse(where.arrivalTimeUtc.max) - Date.parse(where.arrivalTimeUtc.min);
    expect({ min: new Date(Date.parse(where.arrivalTimeUtc.min) - length), max: new Date(where.arrivalTimeUtc.min) }).toEqual(previous);
    expect(built.variables.compareTo).toEqual({ arrivalTimeUtc: 'previousPeriod' });
    expect({ isQa: where.isQa, isBaseline: where.isBaseline }).toEqual(KPI_SESSIONS);
  });
});
