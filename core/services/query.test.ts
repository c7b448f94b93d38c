import { withQuery } from './query';

describe('withQuery', () => {
  it('adds the current site unless the caller named one', () => {
    expect(withQuery('/api2/x', {}, 'S1')).toBe('/api2/x?site=S1');
    expect(withQuery('/api2/x', { site: 'S2' }, 'S1')).toBe('/api2/x?site=S2');
    expect(withQuery('/api2/x?site=S3', {}, 'S1')).toBe('/api2/x?site=S3');
    expect(withQuery('/api2/x', { site: null }, 'S1')).toBe('/api2/x');
  });

  it('leaves out null and undefined values and keeps an existing query', () => {
    expect(withQuery('/api2/x?a=1', { b: 2, c: null, d: undefined, e: false }, 'S')).toBe('/api2/x?a=1&b=2&e=false&site=S');
  });

  it('works without a site', () => {
    expect(withQuery('/api2/x')).toBe('/api2/x');
  });
});
