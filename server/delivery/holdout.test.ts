import { assignArm, holdoutBucket } from './holdout';

const visitors = Array.from({ length: 20_000 }, (_, i) => `v-${i.toString(36)}-${(i * 7919) % 1013}`);

describe('holdout assignment', () => {
  it('is deterministic per visitor and salt', () => {
    expect(assignArm('visitor-1', 'salt-a', 10)).toBe(assignArm('visitor-1', 'salt-a', 10));
    expect(holdoutBucket('visitor-1', 'salt-a')).toBe(holdoutBucket('visitor-1', 'salt-a'));
  });

  it('puts the configured share in the baseline (within sampling error)', () => {
    for (const pct of [10, 25, 50]) {
      const share = visitors.filter((v) => assignArm(v, 'salt', pct) === 'baseline').length / visitors.length;
      // 4 standard errors of a binomial share at n = 20,000.
      expect(Math.abs(share - pct / 100)).toBeLessThan(4 * Math.sqrt((pct / 100) * (1 - pct / 100) / visitors.length));
    }
  });

  it('0 % has no baseline; shares above 50 % are held at 50 %', () => {
    expect(visitors.some((v) => assignArm(v, 'salt', 0) === 'baseline')).toBe(false);
    const at90 = visitors.filter((v) => assignArm(v, 'salt', 90) === 'baseline').length;
    const at50 = visitors.filter((v) => assignArm(v, 'salt', 50) === 'baseline').length;
    expect(at90).toBe(at50);
  });

  it('raising the share only moves treatment visitors into the baseline', () => {
    const at10 = new Set(visitors.filter((v) => assignArm(v, 'salt', 10) === 'baseline'));
    const at20 = new Set(visitors.filter((v) => assignArm(v, 'salt', 20) === 'baseline'));
    expect([...at10].every((v) => at20.has(v))).toBe(true);
  });

  it('a different salt (another site) assigns independently', () => {
    const a = visitors.map((v) => assignArm(v, 'site-a', 50));
    const b = visitors.map((v) => assignArm(v, 'site-b', 50));
    const same = a.filter((arm, i) => arm === b[i]).length / visitors.length;
    expect(Math.abs(same - 0.5)).toBeLessThan(0.03);
  });
});
