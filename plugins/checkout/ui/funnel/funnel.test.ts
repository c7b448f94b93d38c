import { biggestDropOff, buildFunnel, FUNNEL_STEPS } from './funnel';

// 1000 checkouts: 200 leave on the start page, 50 at login, 250 at shipping, 0 at billing,
// 100 at payment, 40 at review; 360 orders confirmed.
const counts = {
  checkout: { primary: 200, compare: 100 },
  'checkout-login': { primary: 50, compare: 50 },
  'checkout-shipping': { primary: 250, compare: 200 },
  'checkout-payment': { primary: 100, compare: 100 },
  'checkout-review': { primary: 40, compare: 50 },
  'checkout-confirm': { primary: 360, compare: 300 },
};

describe('buildFunnel', () => {
  it('counts a session as reaching every step up to the one it left on', () => {
    const rows = buildFunnel(counts, true);
    expect(rows.map((r) => r.step)).toEqual([...FUNNEL_STEPS]);
    expect(rows.map((r) => r.reached)).toEqual([1000, 800, 750, 500, 500, 400, 360]);
    expect(rows.map((r) => r.left)).toEqual([200, 50, 250, 0, 100, 40, 0]);
    expect(rows[0].shareOfStart).toBe(1);
    expect(rows[6].shareOfStart).toBeCloseTo(0.36);
    expect(rows[0].continued).toBeCloseTo(0.8);
    expect(rows[2].continued).toBeCloseTo(500 / 750);
    expect(rows[6].continued).toBeNull();
  });
  it('compares each step with the previous period', () => {
    const rows = buildFunnel(counts, true);
    expect(rows[0].reachedBefore).toBe(800);
    expect(rows[0].change).toBeCloseTo(0.25);
    expect(rows[6].change).toBeCloseTo(0.2);
    expect(buildFunnel(counts, false)[0]).toMatchObject({ reachedBefore: null, change: null });
  });
  it('is all zeros, without shares, when nobody reached the checkout', () => {
    const rows = buildFunnel({}, false);
    expect(rows.every((r) => r.reached === 0 && r.shareOfStart === null && r.continued === null)).toBe(true);
    expect(biggestDropOff(rows)).toBeNull();
  });
});

describe('biggestDropOff', () => {
  it('is the step most sessions leave on', () => {
    expect(biggestDropOff(buildFunnel(counts, false))?.step).toBe('checkout-shipping');
  });
});
