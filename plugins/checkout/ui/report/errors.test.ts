import { ApiError } from 'sdk';
import { isEmptyReport, reportErrorMessage } from './errors';

describe('reportErrorMessage (spec §8)', () => {
  it("shows 'code: message' when the server gave a code, else the message", () => {
    expect(reportErrorMessage(new ApiError('Unknown period alias', 200, 'BAD_REQUEST'))).toEqual({
      text: 'BAD_REQUEST: Unknown period alias',
      neutral: false,
    });
    expect(reportErrorMessage(new ApiError('Site not found', 404))).toEqual({ text: 'Site not found', neutral: false });
    expect(reportErrorMessage(new Error('boom'))).toEqual({ text: 'boom', neutral: false });
  });

  it('says a queued report needs time, neutrally', () => {
    const queued = {
      text: 'Sorry for the inconvenience. We need some time to prepare this report. Please come back or refresh the page in a few minutes.',
      neutral: true,
    };
    expect(reportErrorMessage(new ApiError('Query request has been queued (id 7)', 200, 'QUERY_QUEUED'))).toEqual(queued);
    expect(reportErrorMessage(new Error('Query request has been queued'))).toEqual(queued);
    // The console's client gives up after its retries with its own message but the same code.
    expect(reportErrorMessage(new ApiError('The query is still queued after 30 retries.', 0, 'QUERY_QUEUED'))).toEqual(queued);
  });

  it('falls back to the default text without a message', () => {
    expect(reportErrorMessage(undefined).text).toBe('An unexpected error occurred.  No more information is available.');
  });

  it('treats an answer without groups as empty', () => {
    expect(isEmptyReport({ groups: [] })).toBe(true);
    expect(isEmptyReport({ groups: [{}] })).toBe(false);
    expect(isEmptyReport(undefined)).toBe(false);
  });
});
