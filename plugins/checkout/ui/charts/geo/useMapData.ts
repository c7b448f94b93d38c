import { useEffect, useState } from 'react';
import { useApi } from 'sdk';
import type { GeoPoint } from '../options/map';
import { geocodeAll } from './geocode';
import { loadWorldMap } from './worldMap';

export interface MapData {
  topology?: unknown;
  /** Present once every place has an answer; empty when there are no places. */
  geocodes?: ReadonlyMap<string, GeoPoint | null>;
  error?: unknown;
}

/** The world map and the coordinates of `places` (city maps; none for a country map). */
export function useMapData(places: readonly string[]): MapData {
  const api = useApi();
  const [data, setData] = useState<MapData>({});
  // Arrays are new on every render; the places themselves are what the effect depends on.
  const placesKey = JSON.stringify(places);

  useEffect(() => {
    let live = true;
    const wanted = JSON.parse(placesKey) as string[];
    setData({});
    Promise.all([loadWorldMap(), geocodeAll(api, wanted)]).then(
      ([topology, geocodes]) => live && setData({ topology, geocodes }),
      (error: unknown) => live && setData({ error }),
    );
    return () => {
      live = false;
    };
  }, [api, placesKey]);

  return data;
}
