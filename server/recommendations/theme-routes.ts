import type { FastifyInstance } from 'fastify';
import { embedOn, themeSelectors, themeState, type ThemeState } from '../../plugins/recommendations/model/themeStatus';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest } from '../lib/errors';
import { SHOPIFY } from '../shop/platform';
import { shopCall } from '../shop/resolve-site';
import type { ThemeLocationsAnswer, ThemeLocationsRequest } from '../shop/theme-locations';
import { siteForUser } from '../sites/access';
import { recJson } from './store';

/** What the theme looked like a moment ago is good enough for a dashboard; the storefront is not read on every visit. */
const CACHE_MS = 30_000;
const MAX_CACHED_SITES = 500;

interface ThemeFacts {
  embed: boolean | null;
  requests: ThemeLocationsRequest[];
  answer: ThemeLocationsAnswer;
  checkedAt: string;
}

/**
 * GET /api2/recommendation/theme-status?site=: per recommendation of the site, whether it is
 * installed in the theme (plugins/recommendations/model/themeStatus.ts states). Loaded by the
 * dashboard after its table; `refresh=1` skips the short per-site cache.
 */
export function recThemeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const cache = new Map<string, { at: number; key: string; facts: ThemeFacts }>();

  async function readFacts(auth: Parameters<typeof shopCall>[1], site: Parameters<typeof shopCall>[2], requests: ThemeLocationsRequest[]): Promise<ThemeFacts> {
    const checkedAt = new Date().toISOString();
    // Only a shop on the platform has a theme the console knows about.
    if (site.platform !== SHOPIFY || !site.platform_site_id) return { embed: null, requests, answer: requests.map(() => ({})), checkedAt };
    const call = shopCall(ctx, auth, site, 'rec');
    const [embed, answer] = await Promise.all([
      ctx.shop.installation(call).then(embedOn, () => null),
      ctx.shop.themeLocations ? ctx.shop.themeLocations(call, requests).catch(() => null) : Promise.resolve(null),
    ]);
    return { embed, requests, answer: answer ?? requests.map(() => ({})), checkedAt };
  }

  app.get('/api2/recommendation/theme-status', async (request) => {
    const auth = await requireAuth(ctx, request);
    const q = (request.query ?? {}) as Record<string, unknown>;
    if (q.refresh !== undefined && q.refresh !== '1' && q.refresh !== '0') throw badRequest('refresh must be 1 or 0');
    const site = await siteForUser(db, auth, q.site);
    const rows = await db.selectFrom('recommendations').selectAll().where('site_id', '=', site.id).where('status', '!=', 'archived').where('kind', '!=', 'email').execute();
    const recs = rows.map(recJson);

    // One request per place, with every selector used there.
    const byPlace = new Map<string, Set<string>>();
    for (const rec of recs) {
      const place = typeof rec.place === 'string' ? rec.place : '';
      const set = byPlace.get(place) ?? new Set<string>();
      for (const s of themeSelectors(rec)) if (s) set.add(s);
      byPlace.set(place, set);
    }
    const requests = [...byPlace].map(([pageClass, set]) => ({ pageClass, selectors: [...set].sort() }));
    const key = JSON.stringify(requests);
    const hit = cache.get(site.id);
    let facts: ThemeFacts;
    if (hit && hit.key === key && Date.now() - hit.at < CACHE_MS && q.refresh !== '1') facts = hit.facts;
    else {
      facts = await readFacts(auth, site, requests);
      if (cache.size >= MAX_CACHED_SITES) cache.clear();
      cache.set(site.id, { at: Date.now(), key, facts });
    }

    const found = new Map(facts.requests.map((r, i) => [r.pageClass, facts.answer[i] ?? {}]));
    const recommendations: Record<string, ThemeState> = {};
    for (const rec of recs) {
      const page = found.get(typeof rec.place === 'string' ? rec.place : '') ?? {};
      recommendations[rec._id] = themeState(rec, facts.embed, (s) => page[s] ?? null);
    }
    return { site: site.id, embed: facts.embed, checkedAt: facts.checkedAt, recommendations };
  });
}
