import { alpha2FromNumeric } from './iso-numeric';
import { withIsoCodes } from './world-map';

describe('alpha2FromNumeric', () => {
  it.each([
    ['840', 'US'],
    ['826', 'GB'],
    ['276', 'DE'],
    ['392', 'JP'],
    ['036', 'AU'],
    ['004', 'AF'],
  ])('%s → %s', (numeric, alpha2) => {
    expect(alpha2FromNumeric(numeric)).toBe(alpha2);
  });

  it.each(['150', '999', '84', 'abc', ''])('%p is not a country', (numeric) => {
    expect(alpha2FromNumeric(numeric)).toBeNull();
  });
});

describe('withIsoCodes', () => {
  const topology = {
    type: 'Topology' as const,
    objects: {
      countries: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', id: '196', arcs: [[0]], properties: { name: 'Cyprus' } },
          { type: 'Polygon', arcs: [[1, -1]], properties: { name: 'N. Cyprus' } },
          { type: 'MultiPolygon', id: '840', arcs: [[[2]], [[3]]], properties: { name: 'United States of America' } },
          { type: 'Polygon', arcs: [[4]], properties: { name: 'Kosovo' } },
          { type: 'Polygon', arcs: [[5]], properties: { name: 'Nowhere' } },
        ],
      },
    },
  };

  it('adds iso-a2 (upper) and hc-key (lower), folds N. Cyprus into CY, keeps Kosovo as XK', () => {
    const out = withIsoCodes(topology).objects.countries.geometries;
    expect(out.map((g) => g.properties)).toEqual([
      { name: 'Cyprus', 'iso-a2': 'CY', 'hc-key': 'cy' },
      { name: 'United States of America', 'iso-a2': 'US', 'hc-key': 'us' },
      { name: 'Kosovo', 'iso-a2': 'XK', 'hc-key': 'xk' },
    ]);
    expect(out[0]).toMatchObject({ type: 'MultiPolygon', arcs: [[[0]], [[1, -1]]] });
    // The input is not modified.
    expect(topology.objects.countries.geometries[0]).toEqual({ type: 'Polygon', id: '196', arcs: [[0]], properties: { name: 'Cyprus' } });
  });
});
