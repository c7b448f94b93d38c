import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { alpha2FromNumeric } from './iso-numeric';

type Arcs = number[][];
interface Geometry {
  type: string;
  id?: string;
  arcs?: Arcs | Arcs[];
  properties?: Record<string, unknown>;
}
interface Topology {
  type: 'Topology';
  objects: Record<string, { type: string; geometries: Geometry[] }>;
}

/**
 * world-atlas features without an ISO numeric id, by their name there. Northern Cyprus
 * and Somaliland lie inside CY and SO as ISO 3166 (and geo-IP, hence sessions.country)
 * counts them, so their shapes join those countries; Kosovo has no ISO code but a
 * CLDR one (XK) that geo-IP services use.
 */
const FOLD_INTO: Readonly<Record<string, string>> = { 'N. Cyprus': 'CY', Somaliland: 'SO' };
const OWN_CODE: Readonly<Record<string, string>> = { Kosovo: 'XK' };

export interface WorldMap {
  body: string;
  etag: string;
}

function asMultiPolygon(geometry: Geometry): Arcs[] {
  if (geometry.type === 'Polygon') return [geometry.arcs as Arcs];
  if (geometry.type === 'MultiPolygon') return geometry.arcs as Arcs[];
  return [];
}

/**
 * The 110m world-atlas topology with each country's properties extended for the map
 * chart's join on ISO alpha-2: `iso-a2` upper-case (as sessions.country) and Highcharts'
 * `hc-key` lower-case. Topology arcs are shared, so folding one shape into another is just
 * concatenating their polygon lists.
 */
export function withIsoCodes(topology: Topology): Topology {
  const countries = topology.objects.countries;
  const byCode = new Map<string, Geometry>();
  const kept: Geometry[] = [];
  const folded: Array<[Geometry, string]> = [];
  for (const geometry of countries.geometries) {
    const name = String(geometry.properties?.name ?? '');
    const code = (geometry.id && alpha2FromNumeric(geometry.id)) || OWN_CODE[name];
    if (!code) {
      if (FOLD_INTO[name]) folded.push([geometry, FOLD_INTO[name]]);
      // Anything else without a code cannot be joined to data; better absent than mislabelled.
      continue;
    }
    const extended = { ...geometry, properties: { ...geometry.properties, 'iso-a2': code, 'hc-key': code.toLowerCase() } };
    byCode.set(code, extended);
    kept.push(extended);
  }
  for (const [geometry, code] of folded) {
    const target = byCode.get(code);
    if (!target) continue;
    target.arcs = [...asMultiPolygon(target), ...asMultiPolygon(geometry)];
    target.type = 'MultiPolygon';
  }
  return { ...topology, objects: { ...topology.objects, countries: { ...countries, geometries: kept } } };
}

let pending: Promise<WorldMap> | null = null;

/** Built once, on the first request: a ~100 KB JSON the browser then caches. */
export function worldMap(): Promise<WorldMap> {
  pending ??= (async () => {
    const file = require.resolve('world-atlas/countries-110m.json');
    const topology = JSON.parse(await readFile(file, 'utf8')) as Topology;
    const body = JSON.stringify(withIsoCodes(topology));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag };
  })().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
