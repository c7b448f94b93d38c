import { bandFor, rankText } from './bands';

describe('bandFor', () => {
  it.each([
    [0, 'Very Poor', 'red'],
    [19.99, 'Very Poor', 'red'],
    [20, 'Poor', 'orange'],
    [39, 'Poor', 'orange'],
    [40, 'Fair', 'yellow'],
    [59.5, 'Fair', 'yellow'],
    [60, 'Good', 'light green'],
    [79, 'Good', 'light green'],
    [80, 'Excellent', 'green'],
    [100, 'Excellent', 'green'],
  ])('puts %p in %s (%s)', (score, label, colour) => {
    expect(bandFor(score)).toMatchObject({ label, colour });
  });
  it('greys out an unscored site', () => {
    expect(bandFor(Number.NaN)).toMatchObject({ label: 'Unscored', colour: 'grey' });
  });
});

describe('rankText', () => {
  it('reads Better than N% of merchants', () => {
    expect(rankText(67)).toBe('Better than 67% of merchants');
    expect(rankText(0)).toBe('Better than 0% of merchants');
  });
  it('is empty without a rank', () => {
    expect(rankText(Number.NaN)).toBe('');
  });
});
