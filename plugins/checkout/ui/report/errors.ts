// What the chart box says when a report has no chart to show (spec §8).
import { QUEUED_PREFIX, REPORT_MESSAGES as M } from './messages';

/** The code the console's GraphQL client gives up with after retrying a queued query. */
const QUERY_QUEUED_CODE = 'QUERY_QUEUED';

export interface ReportMessage {
  text: string;
  /** Neutral (a wait, not a failure): shown without the error styling. */
  neutral: boolean;
}

function parts(error: unknown): { message: string; code?: string } {
  if (typeof error === 'string') return { message: error };
  if (!error || typeof error !== 'object') return { message: '' };
  const { message, code } = error as { message?: unknown; code?: unknown };
  return {
    message: typeof message === 'string' ? message : '',
    code: typeof code === 'string' || typeof code === 'number' ? String(code) : undefined,
  };
}

/**
 * A failed query: the neutral wait text for a queued query, 'code: message' when the server
 * gave a code (ApiError.code is the GraphQL extensions.code), else the message.
 */
export function reportErrorMessage(error: unknown): ReportMessage {
  const { message, code } = parts(error);
  if (message.startsWith(QUEUED_PREFIX) || code === QUERY_QUEUED_CODE) return { text: M.queued, neutral: true };
  if (!message) return { text: M.unexpected, neutral: false };
  return { text: code ? `${code}: ${message}` : message, neutral: false };
}

/** An answer without groups: nothing to chart for this period. */
export function isEmptyReport(report: { groups?: readonly unknown[] } | undefined): boolean {
  return !!report && (!report.groups || report.groups.length === 0);
}

export const EMPTY_REPORT_MESSAGE: ReportMessage = { text: M.noData, neutral: false };
