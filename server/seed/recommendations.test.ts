import { findTemplate } from '../../plugins/recommendations/model/catalogue';
import { STATUSES } from '../../plugins/recommendations/model/places';
import { validateRecommendation } from '../../plugins/recommendations/model/validate';
import { SEED_RECOMMENDATIONS, seedRecDoc, seedRecId } from './recommendations';
import { DEMO_SITE_ID } from './world';

const all = SEED_RECOMMENDATIONS.flatMap(([siteId, recs]) => recs.map((r) => ({ siteId, ...r })));

describe('seeded recommendations', () => {
  it('cover every status and kind, the platform editor and an archived once-live one', () => {
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(STATUSES));
    expect(new Set(all.map((r) => r.kind ?? 'online'))).toEqual(new Set(['online', 'hyper-online', 'email']));
    expect(all.some((r) => r.editor === 'shopify')).toBe(true);
    expect(all.some((r) => r.status === 'archived' && r.everProduction)).toBe(true);
    expect(new Set(all.map((r) => r.siteId)).size).toBeGreaterThanOrEqual(4);
  });

  it('put live widgets on the demo store home, product, cart and sitewide', () => {
    const live = all.filter((r) => r.siteId === DEMO_SITE_ID && r.status === 'production' && (r.kind ?? 'online') === 'online');
    for (const place of ['H', 'PDP', 'CRT', 'SITEWIDE']) expect(live.some((r) => r.place === place)).toBe(true);
  });

  it('name known templates of their kind and recipe, and pass the spec 5 rules once saved', () => {
    for (const r of all) {
      const t = findTemplate(r.template);
      expect(t?.qualifiedName).toBe(r.qualifiedName);
      expect(t?.kinds).toContain(r.kind ?? 'online');
    }
    const ids = all.map((r) => seedRecId(r.siteId, r.key));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('validate, with their template needs, unless still initial', () => {
    for (const r of all.filter((x) => x.status !== 'initial')) {
      const doc = seedRecDoc(r);
      expect([r.key, validateRecommendation({ ...doc, kind: r.kind ?? 'online', status: r.status }, findTemplate(r.template)!.needs)]).toEqual([r.key, []]);
    }
  });
});
