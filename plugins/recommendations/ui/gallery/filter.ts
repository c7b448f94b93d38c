import { isAvailable, type CatalogueView } from '../../model/availability';
import type { RecTemplate } from '../../model/catalogue';
import { LIFE_CYCLE_STAGES, type LifeCycleStage, type Place, type RecKind } from '../../model/places';
import type { Mode } from '../shared/mode';

/** The gallery's filters: '' means all. */
export interface GalleryFilters {
  purpose: '' | LifeCycleStage;
  place: '' | Place;
  text: string;
}

export const NO_FILTERS: GalleryFilters = { purpose: '', place: '', text: '' };

/** What the gallery lists: things a merchant can add (not themes, integrations or videos). */
export const isAddable = (t: RecTemplate) => t.productType === 'RECOMMENDATION' || t.productType === 'GROWTHBOT';

/** The places the Place filter offers, in the console's page order. */
export const FILTER_PLACES: Place[] = ['H', 'CAT', 'PDP', 'MCRT', 'CRT', 'CO', 'CNF', 'ACC', 'SITEWIDE', 'E404', 'CUSTOM', 'EMAIL'];
export const FILTER_PURPOSES = LIFE_CYCLE_STAGES;

/** Free text matches words of the title, description and recipe, in any order. */
function matchesText(t: RecTemplate, text: string): boolean {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const hay = `${t.title} ${t.label} ${t.description} ${t.strategy} ${t.qualifiedName}`.toLowerCase();
  return words.every((w) => hay.includes(w));
}

export function filterTemplates(templates: readonly RecTemplate[], f: GalleryFilters): RecTemplate[] {
  return templates
    .filter(isAddable)
    .filter((t) => (!f.purpose || t.lifeCycleName === f.purpose) && (!f.place || t.places.includes(f.place)) && matchesText(t, f.text))
    .sort((a, b) => a.listOrder - b.listOrder);
}

/**
 * The kind a template is added as: email templates are email, growth bots hyper-online, and
 * a product template takes the applet's mode when it supports it (spec 4), else its own kind.
 */
export function kindFor(t: RecTemplate, mode: Mode): RecKind {
  if (t.places.includes('EMAIL') || t.kinds.includes('email')) return 'email';
  if (t.productType === 'GROWTHBOT') return 'hyper-online';
  return t.kinds.includes(mode) ? mode : t.kinds[0];
}

/** The pages a template may be placed on for this store (spec 5). */
export function placesFor(t: RecTemplate, kind: RecKind, view: CatalogueView): Place[] {
  return t.places.filter((p) => isAvailable(t, p, kind, view));
}

/** Gallery sections when nothing is filtered: by purpose (spec 2), growth bots last. */
export interface GallerySection {
  id: string;
  title: string;
  templates: RecTemplate[];
}

export function sectionsOf(list: readonly RecTemplate[], titles: { purpose: Record<string, string>; other: string; bots: string }): GallerySection[] {
  const products = list.filter((t) => t.productType === 'RECOMMENDATION');
  const sections: GallerySection[] = FILTER_PURPOSES.map((stage) => ({
    id: `purpose-${stage}`,
    title: titles.purpose[stage],
    templates: products.filter((t) => t.lifeCycleName === stage),
  }));
  // Hidden stages (evergreen, ongoing) have no purpose of their own: one more row.
  sections.push({ id: 'purpose-other', title: titles.other, templates: products.filter((t) => !(FILTER_PURPOSES as readonly string[]).includes(t.lifeCycleName)) });
  sections.push({ id: 'growth-bots', title: titles.bots, templates: list.filter((t) => t.productType === 'GROWTHBOT') });
  return sections.filter((s) => s.templates.length > 0);
}
