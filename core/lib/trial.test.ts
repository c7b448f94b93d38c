import { DEFAULT_TRIAL_DAYS, trialRemainingDays } from './trial';

const created = '2024-06-01T10:00:00Z';
const at = (iso: string) => Date.parse(iso);

describe('trialRemainingDays', () => {
  it('defaults to a 14-day trial', () => {
    expect(DEFAULT_TRIAL_DAYS).toBe(14);
    expect(trialRemainingDays({ createdAt: created, now: at(created) })).toBe(14);
    expect(trialRemainingDays({ trialDays: null, createdAt: created, now: at(created) })).toBe(14);
  });

  it('subtracts whole days since creation', () => {
    expect(trialRemainingDays({ trialDays: 14, createdAt: created, now: at('2024-06-02T09:59:59Z') })).toBe(14);
    expect(trialRemainingDays({ trialDays: 14, createdAt: created, now: at('2024-06-02T10:00:00Z') })).toBe(13);
    expect(trialRemainingDays({ trialDays: 14, createdAt: created, now: at('2024-06-14T10:00:00Z') })).toBe(1);
    expect(trialRemainingDays({ trialDays: 30, createdAt: created, now: at('2024-06-11T12:00:00Z') })).toBe(20);
  });

  it('never goes below 0', () => {
    expect(trialRemainingDays({ trialDays: 14, createdAt: created, now: at('2024-06-15T10:00:00Z') })).toBe(0);
    expect(trialRemainingDays({ trialDays: 14, createdAt: created, now: at('2025-01-01T00:00:00Z') })).toBe(0);
    expect(trialRemainingDays({ trialDays: -3, createdAt: created, now: at(created) })).toBe(0);
  });

  it('keeps an explicit 0-day trial at 0', () => {
    expect(trialRemainingDays({ trialDays: 0, createdAt: created, now: at(created) })).toBe(0);
  });

  it('counts a future creation date as no days used', () => {
    expect(trialRemainingDays({ trialDays: 14, createdAt: created, now: at('2024-05-01T00:00:00Z') })).toBe(14);
  });

  it('accepts a Date, epoch milliseconds and an ISO string with an offset', () => {
    const now = at('2024-06-04T10:00:00Z');
    expect(trialRemainingDays({ createdAt: new Date(created), now })).toBe(11);
    expect(trialRemainingDays({ createdAt: at(created), now: new Date(now) })).toBe(11);
    expect(trialRemainingDays({ createdAt: '2024-06-01T06:00:00-04:00', now })).toBe(11);
  });

  it('is not fooled by DST: days are 24-hour periods', () => {
    const now = at('2024-03-11T05:00:00Z');
    expect(trialRemainingDays({ createdAt: '2024-03-10T05:00:00Z', now })).toBe(13);
  });

  it('counts an unknown or invalid creation date as no days used, like the server', () => {
    expect(trialRemainingDays({ createdAt: undefined })).toBe(14);
    expect(trialRemainingDays({ createdAt: null, trialDays: 7 })).toBe(7);
    expect(trialRemainingDays({ createdAt: '' })).toBe(14);
    expect(trialRemainingDays({ createdAt: 'yesterday' })).toBe(14);
    expect(trialRemainingDays({ createdAt: new Date('nope') })).toBe(14);
  });

  it('gives 0 for a trial length that is not a number', () => {
    expect(trialRemainingDays({ trialDays: NaN, createdAt: created })).toBe(0);
  });

  it('uses the current time by default', () => {
    expect(trialRemainingDays({ createdAt: new Date() })).toBe(14);
  });
});
