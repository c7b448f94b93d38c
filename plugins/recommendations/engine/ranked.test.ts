import { rankByScore } from './ranked';

describe('rankByScore', () => {
  it('yields positive scores best first, ties by index, like a full sort', () => {
    const score = Float64Array.from([0.5, 2, 0, 2, 1, -1, 0.5, 3]);
    // 7 (3), 1 and 3 (2, index order), 4 (1), 0 and 6 (0.5); 2 (0) and 5 (−1) left out.
    expect([...rankByScore([6, 5, 4, 3, 2, 1, 0, 7], score)]).toEqual([7, 1, 3, 4, 0, 6]);
  });
  it('matches a sort on a larger shuffled input', () => {
    const score = Float64Array.from({ length: 500 }, (_, i) => ((i * 7919) % 101) / 10);
    const indexes = Array.from({ length: 500 }, (_, i) => (i * 263) % 500);
    const sorted = indexes.filter((i) => score[i] > 0).sort((a, b) => score[b] - score[a] || a - b);
    expect([...rankByScore(indexes, score)]).toEqual(sorted);
  });
});
