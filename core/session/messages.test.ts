import { formatCountdown } from './messages';

describe('formatCountdown', () => {
  it('shows minutes and seconds, rounding up', () => {
    expect(formatCountdown(120_000)).toBe('2:00');
    expect(formatCountdown(119_001)).toBe('2:00');
    expect(formatCountdown(65_000)).toBe('1:05');
    expect(formatCountdown(900)).toBe('0:01');
    expect(formatCountdown(-5)).toBe('0:00');
  });
});
