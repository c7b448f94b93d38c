import { ApiError } from '../api/http';
import { changePlanError, redirectTarget } from './changePlanError';
import { PLANS_MESSAGES } from './messages';

describe('changePlanError', () => {
  it('shows blockModify (403) as the warning the server sent', () => {
    const error = new ApiError(PLANS_MESSAGES.blockModify, 403, 'BlockModify', { message: PLANS_MESSAGES.blockModify });
    expect(changePlanError(error)).toEqual({
      intent: 'warning',
      message: 'Warning - Production Merchant on non-production platform - Operations are disabled',
    });
  });

  it("shows a 4xx server message as a failure", () => {
    expect(changePlanError(new ApiError('Plan pro is not offered to this shop', 400, undefined, { message: 'x' }))).toEqual({
      intent: 'danger',
      message: 'Plan pro is not offered to this shop',
    });
  });

  it('calls server errors and network failures temporary', () => {
    expect(changePlanError(new ApiError('boom', 500, undefined, { message: 'boom' })).message).toBe(PLANS_MESSAGES.temporaryProblem);
    expect(changePlanError(new ApiError('Failed to fetch', 0)).message).toBe(PLANS_MESSAGES.temporaryProblem);
  });
});

describe('redirectTarget', () => {
  const base = 'https://console.example/app/home';

  it('follows http(s) addresses, relative ones against the page', () => {
    expect(redirectTarget('https://admin.shop.example/charges/1', base)).toBe('https://admin.shop.example/charges/1');
    expect(redirectTarget('/api2/shop/demo/charge?subid=1', base)).toBe('https://console.example/api2/shop/demo/charge?subid=1');
  });

  it('ignores anything else', () => {
    expect(redirectTarget(undefined, base)).toBeNull();
    expect(redirectTarget('', base)).toBeNull();
    expect(redirectTarget('javascript:alert(1)', base)).toBeNull();
    expect(redirectTarget(42, base)).toBeNull();
  });
});
