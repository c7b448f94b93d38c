import { ApiError } from 'sdk';
import { errorText, isQueuedError } from './errorText';
import { CHART_MESSAGES } from './messages';

describe('errorText', () => {
  it('shows code: message when the error has a code (ApiError or a raw GraphQL error)', () => {
    expect(errorText(new ApiError('Unknown period alias', 200, 'BAD_REQUEST'))).toBe('BAD_REQUEST: Unknown period alias');
    expect(errorText({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } })).toBe('NOT_FOUND: Site not found');
  });

  it('shows the message alone without a code', () => {
    expect(errorText(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorText('Plain text')).toBe('Plain text');
  });

  it('turns a queued query into the queued text, whatever the code', () => {
    const queued = new ApiError('Query request has been queued (id 42)', 200, 'QUERY_QUEUED');
    expect(errorText(queued)).toBe(
      'Sorry for the inconvenience. We need some time to prepare this report. Please come back or refresh the page in a few minutes.',
    );
    expect(isQueuedError(queued)).toBe(true);
    expect(isQueuedError(new Error('Query failed'))).toBe(false);
  });

  it('falls back to the default text when there is nothing to say', () => {
    expect(errorText(undefined)).toBe('An unexpected error occurred.  No more information is available.');
    expect(errorText(new Error(''))).toBe(CHART_MESSAGES.unexpected);
    expect(errorText({ code: 'X' })).toBe(CHART_MESSAGES.unexpected);
  });
});
