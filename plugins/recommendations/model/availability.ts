import { RECIPES } from '../engine/types';
import type { RecTemplate } from './catalogue';
import { basePlace, PLACES, type Place, type RecKind } from './places';

/** Spec 2/6: pages that exist only on stores on the highest plan tier (checkout, CO). */
export const HIGHEST_PLAN_PLACES: readonly Place[] = ['CO'];
export const isHighestPlanOnly = (place: string) => (HIGHEST_PLAN_PLACES as readonly string[]).includes(basePlace(place) ?? '');

export interface CatalogueView {
  /** Staff in dev mode see hidden and asterisk templates. */
  devMode: boolean;
  /** Pages the shop has: checkout (CO) exists only on the highest store plan. */
  pageExists?: (place: Place) => boolean;
}

/** A growth bot needs a known page and the hyper block section it installs. */
export function growthBotConfigOk(t: RecTemplate): boolean {
  return t.productType !== 'GROWTHBOT' || (typeof t.config.section === 'string' && t.config.section !== '' && (PLACES as readonly string[]).includes(t.config.page ?? ''));
}

/** A template the merchant may see at all (spec 5): titles, asterisks, hidden, bot config. */
export function isVisible(t: RecTemplate, view: Pick<CatalogueView, 'devMode'>): boolean {
  if (!growthBotConfigOk(t)) return false;
  if (view.devMode) return true;
  if (t.hidden) return false;
  return t.title.trim() !== '' && !t.title.includes('*');
}

/** A product recommendation names a recipe of the engine; a growth bot needs a valid config. */
export function isKnownType(t: RecTemplate): boolean {
  if (t.productType === 'RECOMMENDATION') return (RECIPES as readonly string[]).includes(t.qualifiedName);
  return t.productType === 'GROWTHBOT' && growthBotConfigOk(t);
}

/**
 * Spec 5: an item is available for a place only if it is a known recommendation type and
 * the page exists; CUSTOM is only for the online kind; SITEWIDE matches any non-hyper item.
 */
export function isAvailable(t: RecTemplate, place: string, kind: RecKind, view: CatalogueView = { devMode: false }): boolean {
  const p = basePlace(place);
  if (!p || !isKnownType(t) || !isVisible(t, view) || !t.kinds.includes(kind)) return false;
  if (view.pageExists && !view.pageExists(p)) return false;
  if (p === 'CUSTOM') return kind === 'online' && t.places.includes('CUSTOM');
  if (p === 'SITEWIDE') return kind !== 'hyper-online' || t.places.includes('SITEWIDE');
  return t.places.includes(p);
}

/** The templates a place offers for a kind, in list order. */
export function templatesFor(templates: readonly RecTemplate[], place: string, kind: RecKind, view: CatalogueView): RecTemplate[] {
  return templates.filter((t) => isAvailable(t, place, kind, view)).sort((a, b) => a.listOrder - b.listOrder);
}
