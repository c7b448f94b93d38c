// The world map (TopoJSON; countries carry 'hc-key' and 'iso-a2') is a static asset of the
// console's own origin. ApiService would send it to the API endpoint (another origin on some
// hosts) with a site parameter, so it is fetched plainly; one download per page load.

export const WORLD_MAP_PATH = '/assets/geo/world.json';

let loading: Promise<unknown> | undefined;

export function loadWorldMap(): Promise<unknown> {
  loading ??= fetch(WORLD_MAP_PATH, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
      return (await response.json()) as unknown;
    })
    .catch((error: unknown) => {
      // A failed download is not kept: the next map tries again.
      loading = undefined;
      throw error;
    });
  return loading;
}

/** Forgets the downloaded map. For tests. */
export function resetWorldMap(): void {
  loading = undefined;
}
