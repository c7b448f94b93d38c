import { daysSince, extendedTrialDays, trialDaysRemaining } from './trial';

const DAY = 86_400_000;
const now = new Date('2025-06-15T12:00:00Z');
const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY - extraMs);

describe('trialDaysRemaining', () => {
  it('is trial days minus whole days since creation', () => {
    expect(trialDaysRemaining(14, ago(0), now)).toBe(14);
    expect(trialDaysRemaining(14, ago(3), now)).toBe(11);
    expect(trialDaysRemaining(14, ago(3, DAY - 1), now)).toBe(11);
    expect(trialDaysRemaining(14, ago(13), now)).toBe(1);
  });
  it('never goes below 0', () => {
    expect(trialDaysRemaining(14, ago(14), now)).toBe(0);
    expect(trialDaysRemaining(14, ago(400), now)).toBe(0);
    expect(trialDaysRemaining(0, ago(0), now)).toBe(0);
    expect(trialDaysRemaining(-5, ago(0), now)).toBe(0);
  });
  it('treats a creation time in the future as today, never more than the trial', () => {
    expect(trialDaysRemaining(14, new Date(now.getTime() + 5 * DAY), now)).toBe(14);
  });
  it('survives an invalid date', () => {
    expect(trialDaysRemaining(14, new Date('nonsense'), now)).toBe(14);
    expect(daysSince(new Date('nonsense'), now)).toBe(0);
  });
});

describe('extendedTrialDays', () => {
  it('adds days to a running trial', () => {
    const created = ago(3);
    const extended = extendedTrialDays(14, created, now, 7);
    expect(extended).toBe(21);
    expect(trialDaysRemaining(extended, created, now)).toBe(18);
  });
  it('restarts an expired trial from today', () => {
    const created = ago(40);
    const extended = extendedTrialDays(14, created, now, 5);
    expect(trialDaysRemaining(extended, created, now)).toBe(5);
  });
  it('leaves the trial alone for 0 days', () => {
    expect(extendedTrialDays(14, ago(3), now, 0)).toBe(14);
  });
});
