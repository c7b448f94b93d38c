// Coordinates for city place strings ('US-NY-New York City') from GET /api/geo/geocode/.
// A report shows the same cities again and again (every date range, every metric), so answers
// stay in memory for the page's life, failures included: a place the geocoder does not know
// today it will not know on the next render either.
import { ApiError, type ApiService } from 'sdk';
import type { GeoPoint } from '../options/map';

export const GEOCODE_PATH = '/api/geo/geocode/';

// Parallel requests per map: enough to fill a map quickly, few enough to leave the API alone.
const CONCURRENCY = 4;

const cache = new Map<string, Promise<GeoPoint | null>>();

interface GeocodeAnswer {
  lat?: unknown;
  long?: unknown;
}

/** Whether a failure may pass (network, 5xx): such places are asked again next time. */
const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

export function geocode(api: ApiService, place: string): Promise<GeoPoint | null> {
  let answer = cache.get(place);
  if (!answer) {
    answer = api
      // silent: an unknown place is skipped with a note under the map, not an error modal.
      .fetch<GeocodeAnswer>(GEOCODE_PATH, { query: { q: place }, silent: true })
      .then(({ lat, long }) => (typeof lat === 'number' && typeof long === 'number' ? { lat, lon: long } : null))
      .catch((error: unknown) => {
        if (isTransient(error)) cache.delete(place);
        return null;
      });
    cache.set(place, answer);
  }
  return answer;
}

/** Every place's coordinates (null where unknown), CONCURRENCY requests at a time. */
export async function geocodeAll(api: ApiService, places: readonly string[]): Promise<Map<string, GeoPoint | null>> {
  const unique = [...new Set(places)];
  const result = new Map<string, GeoPoint | null>();
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const place = unique[next++];
      result.set(place, await geocode(api, place));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
  return result;
}

/** Forgets every answer. For tests. */
export function clearGeocodes(): void {
  cache.clear();
}
