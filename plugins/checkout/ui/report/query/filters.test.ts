import { numberFilter, parseRangeEntry, rangePlaceholder } from './rangeFilter';
import { splitByMatch, textFilter, textMatch } from './textFilter';

describe('text filters (spec §5)', () => {
  it("match values with a wildcard with 'like', the others with 'in'", () => {
    expect(textMatch('paid*')).toBe('like');
    expect(textMatch('%search')).toBe('like');
    expect(textMatch('email')).toBe('in');
    expect(splitByMatch(['a*', 'b', 'c'])).toEqual({ like: ['a*'], in: ['b', 'c'] });
  });

  it('filter nothing without values, and drop blanks and duplicates', () => {
    expect(textFilter('formFactor', [])).toBeUndefined();
    expect(textFilter('formFactor', ['  '])).toBeUndefined();
    expect(textFilter('formFactor', ['Phone', 'phone', 'desk*'])).toEqual({ in: ['phone', 'desk*'] });
  });
});

describe('numeric range filter (spec §5)', () => {
  it('says which bounds the entry has in its placeholder', () => {
    expect(rangePlaceholder({ min: 0, max: 100 })).toBe('min to max');
    expect(rangePlaceholder({ max: 100 })).toBe('max or less');
    expect(rangePlaceholder({ min: 0 })).toBe('min or higher');
    expect(rangePlaceholder({})).toBe('Value...');
  });

  it('accepts only a number within the optional min and max', () => {
    expect(parseRangeEntry('42.5', { min: 0 })).toEqual({ ok: true, value: 42.5 });
    expect(parseRangeEntry('0', { min: 0, max: 10 })).toEqual({ ok: true, value: 0 });
    expect(parseRangeEntry('10', { min: 0, max: 10 })).toEqual({ ok: true, value: 10 });
    expect(parseRangeEntry('-1', { min: 0 })).toMatchObject({ ok: false });
    expect(parseRangeEntry('11', { max: 10 })).toMatchObject({ ok: false });
    expect(parseRangeEntry('abc', {})).toMatchObject({ ok: false });
    expect(parseRangeEntry('', {})).toMatchObject({ ok: false });
    expect(parseRangeEntry('1e3', {})).toEqual({ ok: true, value: 1000 });
  });

  it('refuses what the server would refuse even without bounds: 1e20 is past ±1e15', () => {
    expect(parseRangeEntry('1e20', {})).toEqual({ ok: false, error: 'Enter a number between -1,000,000,000,000,000 and 1,000,000,000,000,000' });
    expect(parseRangeEntry('-1e16', {})).toMatchObject({ ok: false });
    expect(parseRangeEntry('1e15', {})).toEqual({ ok: true, value: 1e15 });
  });

  it("turns an operator into a NumberFilter, 'all' into no filter", () => {
    expect(numberFilter({ op: 'gte', value: 5 })).toEqual({ gte: 5 });
    expect(numberFilter({ op: 'gt', value: 5 })).toEqual({ gt: 5 });
    expect(numberFilter({ op: 'lte', value: 5 })).toEqual({ lte: 5 });
    expect(numberFilter({ op: 'lt', value: 5 })).toEqual({ lt: 5 });
    expect(numberFilter({ op: 'all', value: 5 })).toBeUndefined();
    expect(numberFilter({ op: 'gt' })).toBeUndefined();
  });
});
