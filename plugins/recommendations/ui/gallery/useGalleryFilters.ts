import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LifeCycleStage, Place } from '../../model/places';
import { FILTER_PLACES, FILTER_PURPOSES, type GalleryFilters } from './filter';

const isPurpose = (v: string | null): v is LifeCycleStage => !!v && (FILTER_PURPOSES as readonly string[]).includes(v);
const isPlace = (v: string | null): v is Place => !!v && (FILTER_PLACES as readonly string[]).includes(v);
const keyOf = (f: GalleryFilters) => JSON.stringify([f.purpose, f.place, f.text]);

function read(params: URLSearchParams): GalleryFilters {
  const purpose = params.get('purpose');
  const place = params.get('place');
  return { purpose: isPurpose(purpose) ? purpose : '', place: isPlace(place) ? place : '', text: params.get('q') ?? '' };
}

/**
 * The gallery's filters, mirrored in the address (purpose, place, q): back from the editor, or
 * a link shared with a colleague, shows the same templates; other parameters (site-xid) stay.
 * The state leads and the address follows, so fast typing never waits for (or loses letters
 * to) a navigation; an address change that is not one of ours (a link, Back) is adopted.
 */
export function useGalleryFilters(): [GalleryFilters, (next: GalleryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => read(params), [params]);
  const [value, setValue] = useState(fromUrl);
  // Keys written to the address and not echoed back yet.
  const pending = useRef(new Set<string>());

  useEffect(() => {
    const key = keyOf(fromUrl);
    if (pending.current.has(key)) {
      pending.current.delete(key);
      return;
    }
    pending.current.clear();
    setValue((current) => (keyOf(current) === key ? current : fromUrl));
  }, [fromUrl]);

  const set = (next: GalleryFilters) => {
    setValue(next);
    pending.current.add(keyOf(next));
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
    );
  };
  return [value, set];
}
