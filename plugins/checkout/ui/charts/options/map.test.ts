import type { Point, SeriesMapbubbleOptions, SeriesMapOptions } from 'highcharts';
import { BY_CITY, BY_COUNTRY, input } from '../testing/fixtures';
import { DARK_PALETTE, LIGHT_PALETTE } from '../theme';
import { cityMapOptions, countryJoinKey, countryMapOptions, type GeoPoint } from './map';

const TOPOLOGY = { type: 'Topology', objects: {} };
const revenue = input({ report: BY_COUNTRY, metric: 'revenue', metricLabel: 'Revenue', format: 'currency', currency: 'USD', analyzeBy: 'country' });

describe('country map', () => {
  it('joins the groups to the map on hc-key (lower-case alpha-2)', () => {
    const options = countryMapOptions(revenue, TOPOLOGY);
    expect(options.chart?.map).toBe(TOPOLOGY);
    const [series] = options.series as SeriesMapOptions[];
    expect(series.joinBy).toBe('hc-key');
    // The group without a country has no area to colour.
    expect(series.data).toEqual([
      { 'hc-key': 'us', value: 12500 },
      { 'hc-key': 'de', value: 4000 },
    ]);
    expect(countryJoinKey(' GB ')).toBe('gb');
  });

  it('finds the row by the joined key in the tooltip and formats the value', () => {
    const options = countryMapOptions(revenue, TOPOLOGY);
    const point = { index: 99, options: { 'hc-key': 'de' } } as unknown as Point;
    expect(options.tooltip?.formatter?.call(point, {} as never)).toBe('<b>Germany</b><br/>Revenue: <b>$4K</b>');
    const empty = { index: 0, options: { 'hc-key': 'fr' } } as unknown as Point;
    expect(options.tooltip?.formatter?.call(empty, {} as never)).toBe(false);
  });
});

describe('city map', () => {
  const visits = input({ report: BY_CITY, metric: 'visits', metricLabel: 'Visits', format: 'number', analyzeBy: 'city' });
  const geocodes = new Map<string, GeoPoint | null>([
    ['US-NY-New York City', { lat: 40.71, lon: -74.01 }],
    ['US-Oregon-Portland', { lat: 45.52, lon: -122.68 }],
    ['XX-Nowhere-Atlantis', null],
  ]);

  it('puts a bubble per geocoded city over the world map and lists the others', () => {
    const { options, unplaced } = cityMapOptions(visits, TOPOLOGY, geocodes);
    const [land, bubbles] = options.series as [SeriesMapOptions, SeriesMapbubbleOptions];
    expect(land).toMatchObject({ type: 'map', enableMouseTracking: false });
    expect(bubbles.type).toBe('mapbubble');
    expect(bubbles.data).toEqual([
      { lat: 40.71, lon: -74.01, z: 900, name: 'New York City, NY, US' },
      { lat: 45.52, lon: -122.68, z: 300, name: 'Portland, Oregon, US' },
    ]);
    expect(unplaced).toEqual(['Atlantis, Nowhere, XX']);
  });
});

describe('map zoom buttons', () => {
  const visits = input({ report: BY_CITY, metric: 'visits', metricLabel: 'Visits', format: 'number', analyzeBy: 'city' });

  it.each([
    ['light', LIGHT_PALETTE],
    ['dark', DARK_PALETTE],
  ])('take the %s theme’s button colours, on both maps', (_, palette) => {
    const maps = [countryMapOptions({ ...revenue, palette }, TOPOLOGY), cityMapOptions({ ...visits, palette }, TOPOLOGY, new Map()).options];
    for (const options of maps) {
      expect(options.mapNavigation).toMatchObject({
        enabled: true,
        buttonOptions: {
          verticalAlign: 'bottom',
          style: { color: palette.buttonText },
          theme: { fill: palette.buttonFill, stroke: palette.buttonBorder, states: { hover: { fill: palette.buttonHoverFill } } },
        },
      });
    }
  });

  it('are dark on a dark page', () => {
    expect(DARK_PALETTE.buttonFill).not.toBe(LIGHT_PALETTE.buttonFill);
    expect(DARK_PALETTE.buttonText).not.toBe(LIGHT_PALETTE.buttonText);
  });
});
