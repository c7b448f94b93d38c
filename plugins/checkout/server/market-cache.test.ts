import { scoreWholeMarket, type ScoredMarket } from './market';
import { MarketCache } from './market-cache';
import { scorePeriods } from './periods';

const range = { min: new Date('2025-01-01T00:00:00Z'), max: new Date('2025-01-29T00:00:00Z') };
const other = { min: new Date('2024-12-04T00:00:00Z'), max: new Date('2025-01-01T00:00:00Z') };
const empty = scoreWholeMarket([]);

describe('MarketCache', () => {
  it('loads a period once within the TTL, shares a pending load, and reloads after it', async () => {
    let clock = 0;
    const load = jest.fn(async () => empty);
    const cache = new MarketCache(load, 60_000, () => clock);
    const [a, b] = await Promise.all([cache.get(range), cache.get({ ...range })]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get(other);
    expect(load).toHaveBeenCalledTimes(2); // another period is another entry
    clock = 59_999;
    await cache.get(range);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 60_000;
    await cache.get(range);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not keep a failed load', async () => {
    let fail = true;
    const load = jest.fn(async (): Promise<ScoredMarket> => {
      if (fail) throw new Error('store down');
      return empty;
    });
    const cache = new MarketCache(load, 60_000, () => 0);
    await expect(cache.get(range)).rejects.toThrow('store down');
    fail = false;
    await expect(cache.get(range)).resolves.toBe(empty);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('scorePeriods', () => {
  it("is the 28 calendar days ending with today in the site's zone, and as long before", () => {
    const { current, previous } = scorePeriods(new Date('2025-03-30T10:15:42.500Z'));
    expect(current).toEqual({ min: new Date('2025-03-03T00:00:00Z'), max: new Date('2025-03-31T00:00:00Z') });
    expect(previous).toEqual({ min: new Date('2025-02-03T00:00:00Z'), max: new Date('2025-03-03T00:00:00Z') });
    const ny = scorePeriods(new Date('2025-03-30T10:15:42.500Z'), 'America/New_York');
    expect(ny.current).toEqual({ min: new Date('2025-03-03T05:00:00Z'), max: new Date('2025-03-31T04:00:00Z') });
  });
});
