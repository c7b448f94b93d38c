import { INDUSTRIES, isIndustryCode } from './industries';

describe('industry codes', () => {
  it('are 1000-1048, 2000-2031 and 9999', () => {
    const codes = INDUSTRIES.map((i) => i.code);
    const expected = [
      ...Array.from({ length: 49 }, (_, i) => 1000 + i),
      ...Array.from({ length: 32 }, (_, i) => 2000 + i),
      9999,
    ];
    expect(codes).toEqual(expected);
    expect(INDUSTRIES.find((i) => i.code === 9999)?.name).toBe('Remaining');
  });
  it('have unique, non-empty names', () => {
    const names = INDUSTRIES.map((i) => i.name);
    expect(names.every((n) => n.trim().length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
  it('are recognised only as numbers in the list', () => {
    expect(isIndustryCode(1012)).toBe(true);
    expect(isIndustryCode(2031)).toBe(true);
    expect(isIndustryCode(1049)).toBe(false);
    expect(isIndustryCode('1012')).toBe(false);
    expect(isIndustryCode(null)).toBe(false);
  });
});
