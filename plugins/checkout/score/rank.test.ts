import { rankAmong } from './rank';

describe('rankAmong', () => {
  const scores = [50, 50, 70, Number.NaN, 30];
  it('counts only strictly lower scores, so ties share a rank', () => {
    // scored: 50, 50, 70, 30 → total 4; 50 beats only 30 → rank 1, rank100 round(25) = 25
    expect(rankAmong(50, scores)).toEqual({ rank: 1, total: 4, rank100: 25 });
    // 70 beats 50, 50, 30 → 3 of 4 → 75
    expect(rankAmong(70, scores)).toEqual({ rank: 3, total: 4, rank100: 75 });
    expect(rankAmong(30, scores)).toEqual({ rank: 0, total: 4, rank100: 0 });
  });
  it('rounds rank100', () => {
    // 1 of 3 → 33.33 → 33; 2 of 3 → 66.67 → 67
    expect(rankAmong(2, [1, 2, 3]).rank100).toBe(33);
    expect(rankAmong(3, [1, 2, 3]).rank100).toBe(67);
  });
  it('has no rank for an unscored shop', () => {
    const r = rankAmong(Number.NaN, scores);
    expect(r.rank).toBeNaN();
    expect(r.rank100).toBeNaN();
    expect(r.total).toBe(4);
  });
});
