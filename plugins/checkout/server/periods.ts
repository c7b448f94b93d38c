// The score's periods: one definition with the reports' 'Last 4 Weeks' (score/periods.ts).
export { SCORE_PERIOD_DAYS as PERIOD_DAYS, scorePeriods } from '../score/periods';
export type { ScorePeriod as DateRange } from '../score/periods';
