import { DEFAULT_SESSION_TIMINGS, resolveSessionTimings } from './sessionTimings';

describe('resolveSessionTimings', () => {
  it('is 30 minutes, 120 s and 10 minutes by default', () => {
    expect(DEFAULT_SESSION_TIMINGS).toEqual({ idleMs: 1_800_000, countdownMs: 120_000, throttleMs: 600_000 });
    expect(resolveSessionTimings(undefined)).toBe(DEFAULT_SESSION_TIMINGS);
  });

  it('applies valid overrides one by one', () => {
    expect(resolveSessionTimings({ idleMs: 3000 })).toEqual({ ...DEFAULT_SESSION_TIMINGS, idleMs: 3000 });
    expect(resolveSessionTimings({ idleMs: 3000, countdownMs: 5000, throttleMs: 1000 })).toEqual({
      idleMs: 3000,
      countdownMs: 5000,
      throttleMs: 1000,
    });
  });

  it('ignores values that are not positive numbers', () => {
    expect(resolveSessionTimings({ idleMs: -1, countdownMs: '5', throttleMs: Number.NaN })).toEqual(DEFAULT_SESSION_TIMINGS);
    expect(resolveSessionTimings('fast')).toBe(DEFAULT_SESSION_TIMINGS);
    expect(resolveSessionTimings([1, 2])).toBe(DEFAULT_SESSION_TIMINGS);
  });
});
