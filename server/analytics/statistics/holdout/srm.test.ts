import { sampleRatioMismatch } from './srm';

// Reference values: scipy 1.17 chi2.sf(χ², 1); erfcc's fractional error is below 1.2e-7.
const expectPValue = (p: number, reference: number) => expect(Math.abs(p / reference - 1)).toBeLessThan(1.2e-7);
describe('sampleRatioMismatch', () => {
  it('5200 / 4800 against 50/50: χ² = 16, p = 6.33e-5, flagged', () => {
    const srm = sampleRatioMismatch(5200, 4800, 0.5);
    expect(srm.chiSquare).toBeCloseTo(16, 12);
    expectPValue(srm.pValue, 6.334248366623988e-5);
    expect(srm).toMatchObject({ flagged: true, expectedBaselineShare: 0.5, observedBaselineShare: 0.48 });
  });

  it('5100 / 4900 against 50/50: χ² = 4, p = 0.0455, not flagged', () => {
    const srm = sampleRatioMismatch(5100, 4900, 0.5);
    expectPValue(srm.pValue, 0.04550026389635857);
    expect(srm.flagged).toBe(false);
  });

  it('a 10 % holdout: 8900 / 1100 gives χ² = 11.1, p = 0.00086, flagged', () => {
    const srm = sampleRatioMismatch(8900, 1100, 0.1);
    expect(srm.chiSquare).toBeCloseTo(100 / 9, 10);
    expectPValue(srm.pValue, 0.0008581206663936758);
    expect(srm.flagged).toBe(true);
    expect(sampleRatioMismatch(9000, 1000, 0.1)).toMatchObject({ chiSquare: 0, pValue: 1, flagged: false });
  });

  it('no visitors yet: nothing to flag', () => {
    expect(sampleRatioMismatch(0, 0, 0.1)).toEqual({ chiSquare: 0, pValue: 1, flagged: false, expectedBaselineShare: 0.1, observedBaselineShare: null });
  });

  it.each([0, 1, -0.1, NaN])('refuses a baseline share of %p', (share) => {
    expect(() => sampleRatioMismatch(10, 10, share)).toThrow(RangeError);
  });
});
