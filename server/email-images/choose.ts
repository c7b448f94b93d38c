/**
 * Which product fills one slot of an email recommendation for one recipient, decided when the
 * email is opened: the recommendation engine, asked as the storefront's delivery asks it, with
 * the recipient as the visitor (their history when the shop knows them, the recipe's fallbacks
 * otherwise). The engine is deterministic for a model, so every slot of one email, and every
 * reopening, agrees: no product twice, the same recipient sees the same products.
 */
import type { ShopModel } from '../../plugins/recommendations/engine/model';
import { parseIdList } from '../../plugins/recommendations/engine/ids';
import { recommend } from '../../plugins/recommendations/engine/recommend';
import { rulesFromSettings } from '../../plugins/recommendations/engine/rules';
import { RECIPES, type CatalogProduct, type Recipe } from '../../plugins/recommendations/engine/types';
import { EMAIL_MAX_SLOTS } from '../../plugins/recommendations/model/email-links';
import type { Db } from '../db/database';
import type { SlotQuery } from './params';
import type { KnownRecipient } from './recipients';

export interface EmailRec {
  id: string;
  status: string;
  doc: Record<string, unknown>;
}

export interface EmailSite {
  id: string;
  external: string;
  currency: string;
}

export async function loadEmailSite(db: Db, siteId: string): Promise<EmailSite | null> {
  const row = await db.selectFrom('sites').select(['id', 'external', 'currency_name']).where('id', '=', siteId).executeTakeFirst();
  return row ? { id: row.id, external: row.external, currency: row.currency_name || 'USD' } : null;
}

/** The site's email recommendation, or null (another kind, another site's, or none). */
export async function loadEmailRec(db: Db, siteId: string, recId: string): Promise<EmailRec | null> {
  const row = await db.selectFrom('recommendations').select(['id', 'kind', 'status', 'doc']).where('id', '=', recId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row || row.kind !== 'email') return null;
  return { id: row.id, status: row.status, doc: row.doc ?? {} };
}

/**
 * Production serves live recommendations only (a paused one shows the placeholder). A preview
 * shows any saved state but archived: the editor previews drafts.
 */
export function servable(rec: EmailRec, mode: SlotQuery['mode']): boolean {
  if (mode === 'production') return rec.status === 'production';
  return rec.status !== 'archived';
}

const optsOf = (doc: Record<string, unknown>, ff: 'desktop' | 'mobile') => ((doc.widgetOpts ?? {}) as Record<string, Record<string, unknown> | undefined>)[ff] ?? {};
const isRecipe = (v: unknown): v is Recipe => typeof v === 'string' && (RECIPES as readonly string[]).includes(v);

function docCategoryIds(doc: Record<string, unknown>): string[] | null {
  const ids: string[] = [];
  const category = (doc.category ?? optsOf(doc, 'desktop').category) as { id?: unknown } | null | undefined;
  if (category && typeof category.id === 'string' && category.id) ids.push(category.id);
  if (Array.isArray(doc.catIds)) for (const c of doc.catIds) if (c && typeof c.id === 'string' && c.id) ids.push(c.id);
  return ids.length ? ids : null;
}

function docProductIds(doc: Record<string, unknown>): string[] | null {
  const raw = optsOf(doc, 'desktop').productIds;
  if (Array.isArray(raw)) return raw.filter((x): x is string => typeof x === 'string');
  return typeof raw === 'string' ? parseIdList(raw) : null;
}

/** The console stores collections as platform global ids; the catalogue knows the plain id. */
const plainIds = (ids: string[] | null) => (ids ? ids.map((id) => id.replace(/^gid:\/\/shopify\/(?:Collection|Product)\//, '')) : null);

/**
 * The saved document decides in production (the merchant can change a live email's recipe
 * without re-sending the HTML); a preview carries the editor's unsaved choices in the URL.
 */
export function selectionOf(rec: EmailRec, q: SlotQuery): { recipe: Recipe | null; categoryIds: string[] | null; productIds: string[] | null } {
  const saved = { recipe: isRecipe(rec.doc.qualifiedName) ? rec.doc.qualifiedName : null, categoryIds: docCategoryIds(rec.doc), productIds: docProductIds(rec.doc) };
  const asked = { recipe: q.qualifiedName, categoryIds: q.catIds, productIds: q.items };
  const [first, second] = q.mode === 'production' ? [saved, asked] : [asked, saved];
  const recipe = first.recipe ?? second.recipe;
  const categoryIds = plainIds(first.categoryIds ?? second.categoryIds);
  // The email editor's category chooser narrows best sellers to one collection: the engine's
  // collection recipe is exactly that (its best sellers).
  return {
    recipe: recipe === 'best-sellers' && categoryIds ? 'collection' : recipe,
    categoryIds,
    productIds: plainIds(first.productIds ?? second.productIds),
  };
}

/** How many products one email shows: desktop columns x rows (spec 9: 1-6 by 1-4). */
export function emailSlots(doc: Record<string, unknown>): number {
  const o = optsOf(doc, 'desktop');
  const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 1 ? Math.floor(v) : d);
  return Math.min(EMAIL_MAX_SLOTS, n(o.tableCols, 4) * n(o.tableRows, 1));
}

/** `known`: the shop's shopper behind the recipient (recipients.ts), null for a stranger. */
export function chooseProduct(model: ShopModel, settings: Record<string, unknown>, rec: EmailRec, q: SlotQuery, known: KnownRecipient | null = null): CatalogProduct | null {
  const { recipe, categoryIds, productIds } = selectionOf(rec, q);
  if (!recipe) return null;
  const result = recommend(model, {
    recipe,
    // Never fewer than the slot asked for: HTML copied before the merchant shrank the grid still fills.
    slots: Math.max(emailSlots(rec.doc), q.slotNo + 1),
    context: known ? { visitorId: known.visitorId, purchasedProductIds: known.purchased } : { visitorId: q.recipient },
    categoryIds,
    productIds,
    rules: rulesFromSettings(settings, optsOf(rec.doc, 'desktop') as never),
  });
  const id = result.productIds[q.slotNo];
  if (id === undefined) return null;
  const index = model.catalog.productIndex.get(id);
  return index === undefined ? null : model.catalog.products[index];
}
