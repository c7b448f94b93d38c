import { DATA_RULE_LIMITS, dataRuleProblem } from './dataRuleLimits';

describe('dataRuleProblem (one rule of Data Config, checked alike in the form and on the server)', () => {
  it('accepts ordinary lists', () => {
    expect(dataRuleProblem('Tags To Exclude', 'gift-card\nhidden, sale')).toBeNull();
    expect(dataRuleProblem('Tags To Exclude', '')).toBeNull();
  });

  it('refuses too many characters, naming the field as the screen does', () => {
    // The case: 10,036 characters went in without a word.
    expect(dataRuleProblem('Tags To Exclude', 'tag,'.repeat(2509))).toBe('Tags To Exclude can hold at most 1,000 values (it has 2,509).');
    expect(dataRuleProblem('Tags To Exclude', 'a,'.repeat(DATA_RULE_LIMITS.maxChars))).toBe('Tags To Exclude can hold at most 20,000 characters (it has 40,000).');
  });

  it('refuses too many values and a value too long to be one', () => {
    const many = Array.from({ length: DATA_RULE_LIMITS.maxValues + 1 }, (_, i) => `t${i}`).join(',');
    expect(dataRuleProblem('Tags To Exclude', many)).toBe('Tags To Exclude can hold at most 1,000 values (it has 1,001).');
    expect(dataRuleProblem('Tags To Exclude', 'x'.repeat(300))).toMatch(/^Tags To Exclude: "x{40}…" is longer than 255 characters/);
  });
});
