import { ApiError } from 'sdk';
import { MockApi } from 'sdk/testing';
import { clearGeocodes, geocode, geocodeAll, GEOCODE_PATH } from './geocode';

describe('geocode', () => {
  beforeEach(clearGeocodes);

  it('asks GET /api/geo/geocode/ with q=<place> silently and answers {lat, lon}', async () => {
    const api = new MockApi().respond('GET', GEOCODE_PATH, { lat: 40.7, long: -74 });
    await expect(geocode(api, 'US-NY-New York City')).resolves.toEqual({ lat: 40.7, lon: -74 });
    expect(api.requests).toEqual([expect.objectContaining({ path: '/api/geo/geocode/', query: { q: 'US-NY-New York City' }, silent: true })]);
  });

  it('keeps answers in memory, unknown places too', async () => {
    const api = new MockApi().respond('GET', GEOCODE_PATH, ({ query }: { query: { q: string } }) =>
      query.q === 'known' ? { lat: 1, long: 2 } : new ApiError('Not found', 404),
    );
    const first = await geocodeAll(api, ['known', 'unknown', 'known']);
    expect(first).toEqual(new Map([['known', { lat: 1, lon: 2 }], ['unknown', null]]));
    await geocodeAll(api, ['known', 'unknown']);
    expect(api.requests).toHaveLength(2);
  });

  it('asks again after a network failure', async () => {
    let fail = true;
    const api = new MockApi().respond('GET', GEOCODE_PATH, () => (fail ? new ApiError('offline', 0) : { lat: 1, long: 2 }));
    await expect(geocode(api, 'p')).resolves.toBeNull();
    fail = false;
    await expect(geocode(api, 'p')).resolves.toEqual({ lat: 1, lon: 2 });
  });
});
