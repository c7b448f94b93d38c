import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('lets a burst through, refuses the next, and refills over time', () => {
    const limiter = createRateLimiter({ perMinute: 60, burst: 3 });
    const t = 1_000_000;
    expect([1, 2, 3].map(() => limiter.take('a', 1, t))).toEqual([true, true, true]);
    expect(limiter.take('a', 1, t)).toBe(false);
    // Another key has its own bucket.
    expect(limiter.take('b', 1, t)).toBe(true);
    // 60 per minute: one token a second.
    expect(limiter.take('a', 1, t + 1000)).toBe(true);
    expect(limiter.take('a', 1, t + 1000)).toBe(false);
  });

  it('charges by cost and forgets keys whose bucket refilled', () => {
    const limiter = createRateLimiter({ perMinute: 600, burst: 10 });
    expect(limiter.take('v', 8, 0)).toBe(true);
    expect(limiter.take('v', 5, 0)).toBe(false);
    expect(limiter.size).toBe(1);
    limiter.take('w', 1, 120_000);
    expect(limiter.size).toBe(1);
  });

  it('never holds more than maxKeys live buckets', () => {
    const limiter = createRateLimiter({ perMinute: 1, burst: 1, maxKeys: 2 });
    expect(limiter.take('a', 1, 0)).toBe(true);
    expect(limiter.take('b', 1, 0)).toBe(true);
    expect(limiter.take('c', 1, 0)).toBe(false);
    expect(limiter.size).toBe(2);
  });
});
