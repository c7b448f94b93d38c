/**
 * What one site delivers, read from the documents the console edits: the site (platform,
 * currency), its storefront recommendations, the site settings (title wrapper, global
 * generated CSS, data rules) and the applet document (global CSS and JS). Kept per site for
 * a few seconds and dropped at once when the console changes any of them (invalidate), so a
 * paused recommendation disappears on the next request of this process; the short life bounds
 * how stale another API process behind the same database can be.
 */
import { createHash } from 'node:crypto';
import { RECIPES } from '../../plugins/recommendations/engine/types';
import { PLATFORM_EDITOR } from '../../plugins/recommendations/model/places';
import { textOverrides, type TextKey } from '../../plugins/recommendations/model/textDefaults';
import type { Db } from '../db/database';
import { defaultSiteSettings } from '../recommendations/site-settings';
import { SHOPIFY } from '../shop/platform';
import { createSiteCache } from './site-cache';

export const CONFIG_TTL_MS = 5_000;

export interface DeliverableRec {
  id: string;
  external: string;
  status: string;
  doc: Record<string, unknown>;
}

export interface SiteDeliveryConfig {
  siteId: string;
  /** The site's external id: its demo shop's origin follows from it (server/lib/shop-origin.ts). */
  external: string;
  currency: string;
  /** Live storefront recommendations, oldest first. */
  live: DeliverableRec[];
  settings: Record<string, unknown>;
  globalCss: string;
  globalJs: string;
  /** Text Customization: the merchant's words for the widget texts a recommendation leaves unset. */
  globalText?: Partial<Record<TextKey, string>>;
  /** Changes whenever anything above changes: part of every answer-cache key. */
  stamp: string;
}

/**
 * Storefront widgets only: email recommendations go out by email, growth bots are not product
 * widgets, and a recommendation made in the platform's theme editor is rendered by the theme's
 * own block, not by the tag.
 */
export function isStorefrontWidget(kind: string, doc: Record<string, unknown>): boolean {
  return kind !== 'email' && (RECIPES as readonly string[]).includes(doc.qualifiedName as string) && doc.editor !== PLATFORM_EDITOR;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export async function loadSiteConfig(db: Db, siteId: string): Promise<SiteDeliveryConfig | null> {
  const site = await db.selectFrom('sites').select(['id', 'external', 'platform', 'currency_name']).where('id', '=', siteId).executeTakeFirst();
  if (!site || site.platform !== SHOPIFY) return null;
  const [recs, settings, applet] = await Promise.all([
    db
      .selectFrom('recommendations')
      .select(['id', 'external', 'kind', 'status', 'doc'])
      .where('site_id', '=', siteId)
      .where('status', '=', 'production')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('site_settings').select('doc').where('site_id', '=', siteId).where('applet', '=', 'rec').executeTakeFirst(),
    db.selectFrom('applet_docs').select('doc').where('site_id', '=', siteId).where('applet', '=', 'rec').executeTakeFirst(),
  ]);
  const live = recs.filter((r) => isStorefrontWidget(r.kind, r.doc ?? {})).map((r) => ({ id: r.id, external: r.external, status: r.status, doc: r.doc ?? {} }));
  const config = {
    siteId,
    external: site.external,
    currency: site.currency_name || 'USD',
    live,
    settings: settings?.doc ?? defaultSiteSettings(),
    globalCss: text(applet?.doc?.personalize_css),
    globalJs: text(applet?.doc?.personalize_js),
    globalText: textOverrides(applet?.doc?.globalConfig),
  };
  const stamp = createHash('sha1').update(JSON.stringify(config)).digest('base64url').slice(0, 12);
  return { ...config, stamp };
}

/** One recommendation of the site in any status (a preview names it), if it is a storefront widget. */
export async function loadPreviewRec(db: Db, siteId: string, id: string): Promise<DeliverableRec | null> {
  const row = await db.selectFrom('recommendations').select(['id', 'external', 'kind', 'status', 'doc']).where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst();
  if (!row || !isStorefrontWidget(row.kind, row.doc ?? {})) return null;
  return { id: row.id, external: row.external, status: row.status, doc: row.doc ?? {} };
}

/** Per-site configs with single-flight loads; a load that started before an invalidation is not kept. */
export function createConfigCache(db: Db, opts: { ttlMs?: number; now?: () => number } = {}) {
  return createSiteCache((siteId) => loadSiteConfig(db, siteId), { ttlMs: opts.ttlMs ?? CONFIG_TTL_MS, now: opts.now });
}

export type ConfigCache = ReturnType<typeof createConfigCache>;
