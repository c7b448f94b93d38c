import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LifeCycleStage, Place } from '../../model/places';
import { FILTER_PLACES, FILTER_PURPOSES, type GalleryFilters } from './filter';

const isPurpose = (v: string | null): v is LifeCycleStage => !!v && (FILTER_PURPOSES as readonly string[]).includes(v);
const isPlace = (v: string | null): v is Place => !!v && (FILTER_PLACES as readonly string[]).includes(v);

/**
 * The gallery's filters live in the address (purpose, place, q): back from the editor, or a
 * link shared with a colleague, shows the same templates. Other parameters (site-xid) stay.
 */
export function useGalleryFilters(): [GalleryFilters, (next: GalleryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const purpose = params.get('purpose');
  const place = params.get('place');
  const text = params.get('q') ?? '';
  const value = useMemo<GalleryFilters>(() => ({ purpose: isPurpose(purpose) ? purpose : '', place: isPlace(place) ? place : '', text }), [purpose, place, text]);
  const set = useCallback(
    (next: GalleryFilters) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [key, v] of [['purpose', next.purpose], ['place', next.place], ['q', next.text]] as const) {
            if (v) out.set(key, v);
            else out.delete(key);
          }
          return out;
        },
        // Typing is not a new page: Back leaves the gallery instead of undoing letters.
        { replace: true },
      ),
    [setParams],
  );
  return [value, set];
}
