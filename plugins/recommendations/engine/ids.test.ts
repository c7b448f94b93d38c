import { compareIds, parseIdList } from './ids';

describe('parseIdList (spec 5)', () => {
  it('splits on commas and newlines, trims and drops empties', () => {
    expect(parseIdList(' 101, 102\n103\r\n,, \n 104 ')).toEqual(['101', '102', '103', '104']);
  });
  it('turns an empty list into null', () => {
    expect(parseIdList('')).toBeNull();
    expect(parseIdList(' ,\n , ')).toBeNull();
    expect(parseIdList(null)).toBeNull();
    expect(parseIdList(undefined)).toBeNull();
  });
  it('keeps the order written', () => {
    expect(parseIdList('3,1,2')).toEqual(['3', '1', '2']);
  });
});

describe('compareIds', () => {
  it('orders numeric ids numerically, even past 2^53', () => {
    const ids = ['8100000000000123', '99', '8100000000000122', '100'];
    expect([...ids].sort(compareIds)).toEqual(['99', '100', '8100000000000122', '8100000000000123']);
  });
});
