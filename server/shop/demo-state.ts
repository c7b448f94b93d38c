import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';
import { normalizeCacheTimes, normalizeDiscounts, type DiscountState } from './demo-discounts';
import { DYNAMIC_TAG_FLAGS, type DynamicTagFlags, type ShopPlanInfo } from './platform';

/**
 * The demo shop platform's whole per-site state: one jsonb document in
 * shop_installations.state (subscriptions live in their own table). What a real platform
 * would hold on its side (install, token, scopes, theme, app embed) is simulated here.
 */
export interface DemoShopState extends DiscountState {
  myShopifyDomain: string;
  shopName: string;
  primaryDomain: string;
  currencyCode: string;
  /** The app is installed on the shop. */
  installed: boolean;
  /** The platform still honours our access token (false after a revoke or uninstall). */
  tokenValid: boolean;
  /** false = the merchant disabled the data collection tag by hand. */
  tagEnabled: boolean;
  tagSuperForce: boolean;
  appEmbedEnabled: boolean;
  grantedScopes: string[];
  shopPlan: ShopPlanInfo;
  /** A production merchant seen from a non-production platform: every change is refused. */
  blockModify: boolean;
  scriptTagEnabled: boolean;
  /** Legacy liquid snippets our older versions left in the theme. */
  liquidSnippets: number;
  removeLiquidBlocked: boolean;
  dynamicTag: DynamicTagFlags;
  dynamicTagUpdatedAt: string | null;
  theme: { id: number; name: string; version: string };
  proxyAppId: string | null;
}

export type Db = Kysely<Schema>;
export type Trx = Transaction<Schema>;

/** What the app asks for at install; a shop that granted less shows "Missing Permissions". */
export const REQUIRED_SCOPES = [
  'read_products',
  'read_orders',
  'read_customers',
  'write_themes',
  'write_script_tags',
  'write_discounts',
] as const;

export interface StateSeedSite {
  id: string;
  external: string;
  name: string;
  url?: string;
  currencyName?: string;
}

const hashByte = (text: string) => createHash('sha256').update(`vitrine-shop:${text}`).digest()[0];

export function shopHandle(external: string): string {
  const handle = external.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return handle || 'shop';
}

function hostOf(url: string | undefined, fallback: string): string {
  try {
    return url ? new URL(url).host || fallback : fallback;
  } catch {
    return fallback;
  }
}

/** A healthy installation, varied deterministically per site (shop plan, theme). */
export function defaultShopState(site: StateSeedSite): DemoShopState {
  const handle = shopHandle(site.external);
  const byte = hashByte(site.external);
  // The public demo store is on the Plus tier so checkout placements can be shown.
  const plus = site.external === 'vitrine-demo' || byte % 3 === 0;
  const displayName = plus ? 'Shopify Plus' : (['Basic', 'Shopify', 'Advanced'] as const)[byte % 3];
  return {
    myShopifyDomain: `${handle}.myshopify.com`,
    shopName: site.name,
    primaryDomain: hostOf(site.url, `${handle}.myshopify.com`),
    currencyCode: site.currencyName || 'USD',
    installed: true,
    tokenValid: true,
    tagEnabled: true,
    tagSuperForce: false,
    appEmbedEnabled: true,
    grantedScopes: [...REQUIRED_SCOPES],
    shopPlan: { displayName, shopifyPlus: plus, partnerDevelopment: false },
    blockModify: false,
    scriptTagEnabled: true,
    liquidSnippets: 1 + (byte % 4),
    removeLiquidBlocked: false,
    dynamicTag: { tag30: true, core: true, hyperAnalytics: true, hyperBlocks: byte % 2 === 0, disableDelivery: false },
    dynamicTagUpdatedAt: null,
    theme: { id: 120_000_000_000 + byte * 1_009, name: byte % 2 ? 'Dawn' : 'Sense', version: '2.0' },
    proxyAppId: null,
    discounts: [],
    productCacheClearedAt: {},
    tagCacheClearedAt: null,
  };
}

/** The state after a clean uninstall: nothing of the shop's data is kept but its identity. */
export function uninstalledShopState(site: StateSeedSite): DemoShopState {
  return {
    ...defaultShopState(site),
    installed: false,
    tokenValid: false,
    appEmbedEnabled: false,
    scriptTagEnabled: false,
    grantedScopes: [],
    liquidSnippets: 0,
  };
}

const NULLABLE_STRINGS = new Set(['dynamicTagUpdatedAt', 'proxyAppId', 'tagCacheClearedAt']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a stored state over the defaults, field by field with its type checked, so a
 * document written by an older version (or edited by hand) never breaks a call.
 */
export function normalizeState(raw: unknown, defaults: DemoShopState): DemoShopState {
  const out: DemoShopState = structuredClone(defaults);
  if (!isRecord(raw)) return out;
  const target = out as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = raw[key];
    if (value === undefined) continue;
    if (key === 'discounts') {
      out.discounts = normalizeDiscounts(value);
    } else if (key === 'productCacheClearedAt') {
      out.productCacheClearedAt = normalizeCacheTimes(value);
    } else if (key === 'grantedScopes') {
      if (Array.isArray(value)) target[key] = value.filter((s): s is string => typeof s === 'string');
    } else if (key === 'dynamicTag' && isRecord(value)) {
      for (const flag of DYNAMIC_TAG_FLAGS) if (typeof value[flag] === 'boolean') out.dynamicTag[flag] = value[flag] as boolean;
    } else if (key === 'shopPlan' && isRecord(value)) {
      if (typeof value.displayName === 'string') out.shopPlan.displayName = value.displayName;
      if (typeof value.shopifyPlus === 'boolean') out.shopPlan.shopifyPlus = value.shopifyPlus;
      if (typeof value.partnerDevelopment === 'boolean') out.shopPlan.partnerDevelopment = value.partnerDevelopment;
    } else if (key === 'theme' && isRecord(value)) {
      if (typeof value.id === 'number') out.theme.id = value.id;
      if (typeof value.name === 'string') out.theme.name = value.name;
      if (typeof value.version === 'string') out.theme.version = value.version;
    } else if (NULLABLE_STRINGS.has(key)) {
      if (value === null || typeof value === 'string') target[key] = value;
    } else if (typeof value === typeof fallback && !isRecord(value) && (typeof value !== 'number' || Number.isFinite(value))) {
      target[key] = value;
    }
  }
  return out;
}

const siteOf = (site: { id: string; external: string; name: string; url: string; currency_name: string }): StateSeedSite => ({
  id: site.id,
  external: site.external,
  name: site.name,
  url: site.url,
  currencyName: site.currency_name,
});

type SiteLike = Parameters<typeof siteOf>[0];

/** A SHOPIFY site without a row (created after the seed) gets a healthy installation. */
async function ensureRow(db: Db | Trx, site: SiteLike) {
  await db
    .insertInto('shop_installations')
    .values({ site_id: site.id, state: JSON.stringify(defaultShopState(siteOf(site))) })
    .onConflict((oc) => oc.column('site_id').doNothing())
    .execute();
}

export async function loadState(db: Db, site: SiteLike): Promise<DemoShopState> {
  let row = await db.selectFrom('shop_installations').select('state').where('site_id', '=', site.id).executeTakeFirst();
  if (!row) {
    await ensureRow(db, site);
    row = await db.selectFrom('shop_installations').select('state').where('site_id', '=', site.id).executeTakeFirstOrThrow();
  }
  return normalizeState(row.state, defaultShopState(siteOf(site)));
}

/**
 * Read-modify-write of one site's state under a row lock, so two API processes (or two
 * tabs) changing the same shop do not lose each other's change. `change` may also write
 * other tables through the same transaction.
 */
export async function updateState<R>(
  db: Db,
  site: SiteLike,
  change: (state: DemoShopState, trx: Trx) => Promise<R> | R,
): Promise<{ state: DemoShopState; result: R }> {
  return db.transaction().execute(async (trx) => {
    await ensureRow(trx, site);
    const row = await trx
      .selectFrom('shop_installations')
      .select(['state', 'version'])
      .where('site_id', '=', site.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const state = normalizeState(row.state, defaultShopState(siteOf(site)));
    const result = await change(state, trx);
    await trx
      .updateTable('shop_installations')
      .set({ state: JSON.stringify(state), version: row.version + 1 })
      .where('site_id', '=', site.id)
      .execute();
    return { state, result };
  });
}

export function resetState(state: DemoShopState, next: DemoShopState) {
  Object.assign(state, structuredClone(next));
}
