import { urlSlots } from './url-slots';

describe('urlSlots', () => {
  it('names each path parameter and query parameter, and adds one unexpected parameter', () => {
    const slots = urlSlots('/api2/recommendation/:id/versions', '/api2/recommendation/abc/versions?site=s1&x=%20');
    expect(slots.map((s) => [s.name, s.fill('V')])).toEqual([
      ['path :id', '/api2/recommendation/V/versions?site=s1&x=%20'],
      ['query site', '/api2/recommendation/abc/versions?site=V&x=%20'],
      ['query x', '/api2/recommendation/abc/versions?site=s1&x=V'],
      ['an unexpected query parameter', '/api2/recommendation/abc/versions?site=s1&x=%20&fuzz=V'],
    ]);
  });

  it('works without a query string', () => {
    expect(urlSlots('/api/sites/:id', '/api/sites/abc').map((s) => s.fill('V'))).toEqual(['/api/sites/V', '/api/sites/abc?fuzz=V']);
  });
});
