// map: analyzeBy country → a choropleth joined on the map's 'hc-key' (lower-case alpha-2);
// analyzeBy city → bubbles at geocoded coordinates over the same world map.
import type { Options, Point, SeriesMapbubbleOptions, SeriesMapOptions } from 'highcharts';
import { escapeHtml } from '../escapeHtml';
import { formatValue } from '../format';
import { baseOptions, chartNumber, chartRows, type ChartInput } from './common';

export interface GeoPoint {
  lat: number;
  lon: number;
}

/** The analyzeBy values a map can show. */
export type MapDimension = 'country' | 'city';

export function isMapDimension(analyzeBy: string | undefined): analyzeBy is MapDimension {
  return analyzeBy === 'country' || analyzeBy === 'city';
}

/** The world map's 'hc-key' for a country of the store (ISO alpha-2 'US' → 'us'). */
export function countryJoinKey(country: string): string {
  return country.trim().toLowerCase();
}

/** The zoom buttons, in the page's theme (Highcharts' own colours would stay light on a dark page). */
function mapNavigation({ palette }: ChartInput): Options['mapNavigation'] {
  return {
    enabled: true,
    buttonOptions: {
      verticalAlign: 'bottom',
      // style.color also strokes the + and − symbols.
      style: { color: palette.buttonText },
      theme: {
        fill: palette.buttonFill,
        stroke: palette.buttonBorder,
        states: { hover: { fill: palette.buttonHoverFill } },
      },
    },
  };
}

/** Half the widest scale label ('$1,234.5K') beyond each end of the colour scale. */
export const MAP_LEGEND_PADDING = 40;
export const MAP_LEGEND_WIDTH = 320;

function mapBase(input: ChartInput, topology: unknown): Options {
  return {
    ...baseOptions(input),
    chart: { ...baseOptions(input).chart, map: topology as SeriesMapOptions['mapData'] },
    mapNavigation: mapNavigation(input),
  };
}

interface MapRow {
  label: string;
  value: number;
}

function tooltipFor(input: ChartInput, rowOf: (point: Point) => MapRow | undefined): Options['tooltip'] {
  return {
    ...baseOptions(input).tooltip,
    formatter(this: Point) {
      const row = rowOf(this);
      if (!row) return false;
      return `<b>${escapeHtml(row.label)}</b><br/>${escapeHtml(input.metricLabel)}: <b>${formatValue(row.value, input)}</b>`;
    },
  };
}

export function countryMapOptions(input: ChartInput, topology: unknown): Options {
  const { palette } = input;
  const rows = chartRows(input).flatMap((row) => {
    const country = row.group.key.country;
    const value = chartNumber(row.value?.primary);
    return country && value !== null ? [{ key: countryJoinKey(country), label: row.label, value }] : [];
  });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const series: SeriesMapOptions = {
    type: 'map',
    name: escapeHtml(input.metricLabel),
    joinBy: 'hc-key',
    data: rows.map((row) => ({ 'hc-key': row.key, value: row.value })),
    nullColor: palette.mapEmpty,
    borderColor: palette.mapBorder,
    states: { hover: { color: palette.compare } },
  };
  return {
    ...mapBase(input, topology),
    // The labels of the colour scale are centred on its ticks, so the end ones stick out: Highcharts
    // cut them to the tick spacing ('$0.…', '$3…'). They are drawn whole, with room on either side.
    legend: { ...baseOptions(input).legend, padding: MAP_LEGEND_PADDING, symbolWidth: MAP_LEGEND_WIDTH },
    colorAxis: {
      minColor: palette.mapLow,
      maxColor: palette.mapHigh,
      labels: {
        overflow: 'allow',
        style: { color: palette.mutedText, textOverflow: 'clip', whiteSpace: 'nowrap' },
        formatter() {
          return formatValue(Number(this.value), input);
        },
      },
    },
    // Areas without data are points too (allAreas): find the row by the joined key, not the index.
    tooltip: tooltipFor(input, (point) => byKey.get(String((point.options as Record<string, unknown>)['hc-key']))),
    series: [series],
  };
}

export interface CityMap {
  options: Options;
  /** Place strings the geocoder could not place: listed under the map. */
  unplaced: string[];
}

export function cityMapOptions(input: ChartInput, topology: unknown, geocodes: ReadonlyMap<string, GeoPoint | null>): CityMap {
  const { palette } = input;
  const unplaced: string[] = [];
  const rows = chartRows(input).flatMap((row) => {
    const place = row.group.key.city;
    const value = chartNumber(row.value?.primary);
    if (!place || value === null) return [];
    const point = geocodes.get(place);
    if (!point) {
      unplaced.push(row.label);
      return [];
    }
    return [{ label: row.label, value, point }];
  });
  const land: SeriesMapOptions = {
    type: 'map',
    name: 'World',
    nullColor: palette.mapEmpty,
    borderColor: palette.mapBorder,
    enableMouseTracking: false,
    showInLegend: false,
  };
  const bubbles: SeriesMapbubbleOptions = {
    type: 'mapbubble',
    name: escapeHtml(input.metricLabel),
    color: palette.primary,
    minSize: 6,
    maxSize: '10%',
    data: rows.map((row) => ({ lat: row.point.lat, lon: row.point.lon, z: row.value, name: escapeHtml(row.label) })),
  };
  return { options: { ...mapBase(input, topology), tooltip: tooltipFor(input, (point) => rows[point.index]), series: [land, bubbles] }, unplaced };
}
