import type { Kysely } from 'kysely';
import { DEFAULT_LOCATION, defaultWidgetOpts } from '../../plugins/recommendations/model/defaults';
import { PLATFORM_EDITOR, type RecKind, type RecStatus } from '../../plugins/recommendations/model/places';
import { STARTER_PRESETS } from '../../plugins/recommendations/model/presets';
import { isCampaignRecipe } from '../../plugins/recommendations/model/readiness';
import { mergePatch } from '../applets/merge';
import type { Schema } from '../db/schema';
import { seedId } from '../lib/ids';
import { withDerived, defaultSiteSettings } from '../recommendations/site-settings';
import { DEMO_SITE_ID, SEED_SITES } from './world';

const DAY = 86_400_000;

interface SeedRec {
  key: string;
  name: string;
  kind?: RecKind;
  place: string;
  qualifiedName: string;
  template: string;
  status: RecStatus;
  everProduction?: boolean;
  /** Defaults to true except for initial ones. */
  everUpdated?: boolean;
  editor?: string;
  /** A starter preset's widget options instead of the plain defaults. */
  preset?: string;
  fields?: Record<string, unknown>;
  createdDaysAgo: number;
}

const EMAIL_PROVIDER = { widgetOpts: { desktop: { providerCode: 'klaviyo', providerHash: '{{ email|hash_sha256 }}' } } };

/**
 * The public demo store: live recommendations on home, product, cart and every page, so the
 * storefront shows widgets; plus one of every other status and kind.
 */
const DEMO_STORE: SeedRec[] = [
  { key: 'home-best-sellers', name: 'Home: Best Sellers', place: 'H', qualifiedName: 'best-sellers', template: 'best-sellers', status: 'production', everProduction: true, preset: 'starter-home-best-sellers', createdDaysAgo: 300 },
  { key: 'home-new-arrivals', name: 'Home: New Arrivals', place: 'H', qualifiedName: 'new-arrivals', template: 'new-arrivals', status: 'production', everProduction: true, preset: 'starter-home-new-arrivals', createdDaysAgo: 250 },
  { key: 'pdp-bought-together', name: 'Product: Bought Together', place: 'PDP', qualifiedName: 'bought-together', template: 'bought-together', status: 'production', everProduction: true, preset: 'starter-product-bought-together', createdDaysAgo: 300 },
  { key: 'pdp-similar', name: 'Product: Similar', place: 'PDP', qualifiedName: 'similar', template: 'similar', status: 'production', everProduction: true, preset: 'starter-product-similar', createdDaysAgo: 280 },
  { key: 'cart-complete', name: 'Cart: Complete Your Order', place: 'CRT', qualifiedName: 'bought-together', template: 'bought-together', status: 'production', everProduction: true, preset: 'starter-cart-bought-together', createdDaysAgo: 200 },
  { key: 'sitewide-recent', name: 'Sitewide: Recently Viewed', place: 'SITEWIDE', qualifiedName: 'recently-viewed', template: 'recently-viewed', status: 'production', everProduction: true, preset: 'starter-sitewide-recently-viewed', createdDaysAgo: 150 },
  { key: 'hyper-free-shipping', name: 'Free Shipping Bar', kind: 'hyper-online', place: 'CRT', qualifiedName: 'bot-free-shipping-bar', template: 'bot-free-shipping-bar', status: 'production', everProduction: true, createdDaysAgo: 90 },
  { key: 'hyper-trending', name: 'Collection: Trending', kind: 'hyper-online', place: 'CAT', qualifiedName: 'trending', template: 'trending', status: 'staging', createdDaysAgo: 20 },
  { key: 'email-picks', name: 'Welcome email picks', kind: 'email', place: 'EMAIL', qualifiedName: 'personalized', template: 'email-personalized', status: 'production', everProduction: true, fields: EMAIL_PROVIDER, createdDaysAgo: 120 },
  { key: 'theme-editor-block', name: 'Theme editor block', place: 'PDP', qualifiedName: 'recently-viewed', template: 'recently-viewed', status: 'production', everProduction: true, editor: PLATFORM_EDITOR, createdDaysAgo: 60 },
  { key: 'cnf-paused', name: 'Thank you: Picked For You', place: 'CNF', qualifiedName: 'personalized', template: 'personalized', status: 'deactivated', everProduction: true, preset: 'starter-confirmation-grid', createdDaysAgo: 180 },
  { key: 'old-holiday', name: 'Holiday gift picks (2025)', place: 'H', qualifiedName: 'trending', template: 'trending', status: 'archived', everProduction: true, createdDaysAgo: 360 },
  { key: 'acc-draft', name: 'Account: Buy It Again', place: 'ACC', qualifiedName: 'buy-again', template: 'buy-again', status: 'staging', createdDaysAgo: 10 },
  { key: 'new-initial', name: '', place: 'E404', qualifiedName: 'best-sellers', template: 'best-sellers', status: 'initial', createdDaysAgo: 1 },
];

/** A classic (online) shop with one recommendation in every status, and email. */
const CLASSIC_SHOP: SeedRec[] = [
  { key: 'home-best-sellers', name: 'Home Best Sellers', place: 'H', qualifiedName: 'best-sellers', template: 'best-sellers', status: 'production', everProduction: true, preset: 'starter-home-best-sellers', createdDaysAgo: 400 },
  { key: 'pdp-similar', name: 'You May Also Like', place: 'PDP', qualifiedName: 'similar', template: 'similar', status: 'production', everProduction: true, preset: 'starter-product-similar', createdDaysAgo: 380 },
  { key: 'cart-extra', name: 'Add A Little Extra', place: 'CRT', qualifiedName: 'best-sellers', template: 'under-price', status: 'deactivated', everProduction: true, fields: { widgetOpts: { desktop: { maxp: 25 }, mobile: { maxp: 25 } } }, createdDaysAgo: 200 },
  { key: 'collection-draft', name: 'Trending In Collection', place: 'CAT', qualifiedName: 'trending', template: 'trending', status: 'staging', createdDaysAgo: 30 },
  { key: 'once-live-draft', name: 'Summer picks', place: 'H', qualifiedName: 'new-arrivals', template: 'new-arrivals', status: 'staging', everProduction: true, createdDaysAgo: 240 },
  { key: 'never-saved', name: '', place: 'PDP', qualifiedName: 'bought-together', template: 'bought-together', status: 'staging', everUpdated: false, createdDaysAgo: 2 },
  { key: 'archived-live', name: 'Black Friday 2025', place: 'H', qualifiedName: 'trending', template: 'trending', status: 'archived', everProduction: true, createdDaysAgo: 365 },
  { key: 'theme-editor', name: 'Theme editor block', place: 'H', qualifiedName: 'recently-viewed', template: 'recently-viewed', status: 'production', everProduction: true, editor: PLATFORM_EDITOR, createdDaysAgo: 100 },
  { key: 'email-best', name: 'Newsletter best sellers', kind: 'email', place: 'EMAIL', qualifiedName: 'best-sellers', template: 'email-best-sellers', status: 'production', everProduction: true, fields: EMAIL_PROVIDER, createdDaysAgo: 150 },
  { key: 'email-initial', name: '', kind: 'email', place: 'EMAIL', qualifiedName: 'buy-again', template: 'email-buy-again', status: 'initial', createdDaysAgo: 1 },
];

const HYPER_SHOP: SeedRec[] = [
  { key: 'home-trending', name: 'Trending Now', kind: 'hyper-online', place: 'H', qualifiedName: 'trending', template: 'trending', status: 'production', everProduction: true, createdDaysAgo: 40 },
  { key: 'exit-offer', name: 'Exit Offer', kind: 'hyper-online', place: 'SITEWIDE', qualifiedName: 'bot-exit-offer', template: 'bot-exit-offer', status: 'staging', createdDaysAgo: 5 },
];

const FREE_PLAN_SHOP: SeedRec[] = [
  { key: 'home-best-sellers', name: 'Best Sellers', place: 'H', qualifiedName: 'best-sellers', template: 'best-sellers', status: 'production', everProduction: true, createdDaysAgo: 500 },
  { key: 'home-personal', name: 'Recommended For You', place: 'H', qualifiedName: 'personalized', template: 'personalized', status: 'staging', createdDaysAgo: 15 },
];

const EMAIL_SHOP: SeedRec[] = [
  { key: 'email-again', name: 'Reorder your tea', kind: 'email', place: 'EMAIL', qualifiedName: 'buy-again', template: 'email-buy-again', status: 'production', everProduction: true, fields: EMAIL_PROVIDER, createdDaysAgo: 80 },
  { key: 'email-draft', name: 'New harvest', kind: 'email', place: 'EMAIL', qualifiedName: 'best-sellers', template: 'email-best-sellers', status: 'staging', fields: EMAIL_PROVIDER, createdDaysAgo: 4 },
];

const site = (name: string) => SEED_SITES.find((s) => s.name === name)!.id;

export const SEED_RECOMMENDATIONS: Array<[siteId: string, recs: SeedRec[]]> = [
  [DEMO_SITE_ID, DEMO_STORE],
  [site('Northwind Outfitters'), CLASSIC_SHOP],
  [site('Urban Cycle'), HYPER_SHOP],
  [site('Alpine Threads'), FREE_PLAN_SHOP],
  [site('Sakura Tea House'), EMAIL_SHOP],
  [site('Globex Home'), CLASSIC_SHOP.slice(0, 3)],
];

export const seedRecId = (siteId: string, key: string) => seedId(`rec:${siteId}:${key}`);

export function seedRecDoc(r: SeedRec): Record<string, unknown> {
  const kind = r.kind ?? 'online';
  const preset = r.preset ? STARTER_PRESETS.find((p) => p.keyId === r.preset) : undefined;
  const base: Record<string, unknown> = { widgetOpts: preset ? structuredClone(preset.widgetOpts) : defaultWidgetOpts(r.place, kind) };
  if (kind === 'hyper-online') base.hyperBlock = { section: { style: {}, rootProps: { location: DEFAULT_LOCATION, order: 0 } } };
  const doc = mergePatch(base, r.fields ?? {});
  return { ...doc, ...(r.name ? { name: r.name } : {}), place: r.place, qualifiedName: r.qualifiedName, template: r.template, editor: r.editor ?? 'vitrine' };
}

/** Recommendations in every status and kind on several demo sites, and their live campaigns. */
export async function seedRecommendations(db: Kysely<Schema>, now: Date): Promise<void> {
  const rows = SEED_RECOMMENDATIONS.flatMap(([siteId, recs]) =>
    recs.map((r) => {
      const id = seedRecId(siteId, r.key);
      const created = new Date(now.getTime() - r.createdDaysAgo * DAY);
      return {
        id,
        site_id: siteId,
        external: id.slice(0, 8),
        kind: r.kind ?? 'online',
        status: r.status,
        doc: JSON.stringify(seedRecDoc(r)),
        ever_production: r.everProduction ?? false,
        ever_updated: r.everUpdated ?? r.status !== 'initial',
        created_at: created,
        updated_at: new Date(created.getTime() + DAY),
      };
    }),
  );
  await db.insertInto('recommendations').values(rows).execute();
  // Campaigns of live recommendations were published long ago: they are live now.
  const campaigns = new Map<string, { site_id: string; endpoint: string; campaign_requested_at: Date }>();
  for (const [siteId, recs] of SEED_RECOMMENDATIONS) {
    for (const r of recs) {
      if (r.status !== 'production' || !isCampaignRecipe(r.qualifiedName)) continue;
      campaigns.set(`${siteId}:${r.qualifiedName}`, { site_id: siteId, endpoint: r.qualifiedName, campaign_requested_at: new Date(now.getTime() - r.createdDaysAgo * DAY) });
    }
  }
  if (campaigns.size) await db.insertInto('rec_endpoints').values([...campaigns.values()]).execute();
  await db
    .insertInto('site_settings')
    .values({
      id: seedId(`site-settings:${DEMO_SITE_ID}:rec`),
      site_id: DEMO_SITE_ID,
      applet: 'rec',
      doc: JSON.stringify(withDerived({ ...defaultSiteSettings(), excludeTags: 'gift-card\nhidden', excludeCollections: '' })),
    })
    .execute();
}
