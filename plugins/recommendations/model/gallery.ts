import { isVisible, type CatalogueView } from './availability';
import type { RecTemplate } from './catalogue';
import { LIFE_CYCLE_STAGES, PLACE_LABELS, type Place } from './places';
import { STARTER_PRESETS } from './presets';

export interface GalleryBlock {
  id: string;
  title: string;
  qname: string;
  config: { page?: Place; pages?: Place[]; video?: { embed: string }; www?: string; install?: string };
  featuredImage: { url: string };
  descriptionHtml: string;
}

export interface GalleryCollection {
  id: string;
  title: string;
  description: string;
  subs: string[];
  blocks: GalleryBlock[];
}

export interface Gallery {
  galleryMap: Record<string, GalleryCollection>;
  /** qualifiedName -> the keyIds of the templates that use it. */
  qNameMap: Record<string, string[]>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function toBlock(t: RecTemplate): GalleryBlock {
  const { page, pages, video, www, install } = t.config;
  return {
    id: t.keyId,
    title: t.title,
    qname: t.qualifiedName,
    config: { page, pages, ...(video ? { video } : {}), ...(www ? { www } : {}), ...(install ? { install } : {}) },
    featuredImage: { url: `/static/gallery/${t.keyId}.svg` },
    descriptionHtml: `<p>${escapeHtml(t.description)}</p>`,
  };
}

const PURPOSE_TITLES: Record<string, string> = { discover: 'Discover', explore: 'Explore', buy: 'Buy', engage: 'Engage' };
const GALLERY_PLACES: Place[] = ['H', 'CAT', 'PDP', 'MCRT', 'CRT', 'CO', 'CNF', 'ACC', 'SITEWIDE', 'E404', 'CUSTOM', 'EMAIL'];

/**
 * The gallery: collections by purpose (life-cycle stage) and by place, the two editions,
 * themes, integrations and growth bots. Also marks each template's collectionMap.
 */
export function buildGallery(templates: readonly RecTemplate[], view: Pick<CatalogueView, 'devMode'>): { gallery: Gallery; templates: RecTemplate[] } {
  const visible = templates.filter((t) => isVisible(t, view)).map((t) => ({ ...t, collectionMap: {} as Record<string, true> }));
  const galleryMap: Record<string, GalleryCollection> = {};
  const add = (id: string, title: string, description: string, members: RecTemplate[], subs: string[] = []) => {
    for (const t of members) t.collectionMap[id] = true;
    galleryMap[id] = { id, title, description, subs, blocks: members.map(toBlock) };
  };
  const products = visible.filter((t) => t.productType === 'RECOMMENDATION');
  for (const stage of LIFE_CYCLE_STAGES) {
    add(`purpose-${stage}`, PURPOSE_TITLES[stage], `Recommendations for shoppers who ${stage}.`, products.filter((t) => t.lifeCycleName === stage));
  }
  add('purpose', 'Purpose', 'By the shopper journey stage.', [], LIFE_CYCLE_STAGES.map((s) => `purpose-${s}`));
  for (const place of GALLERY_PLACES) add(`place-${place}`, PLACE_LABELS[place], `Recommendations for the ${PLACE_LABELS[place]} page.`, products.filter((t) => t.places.includes(place)));
  add('place', 'Place', 'By the page they show on.', [], GALLERY_PLACES.map((p) => `place-${p}`));
  const starterKeys = new Set(STARTER_PRESETS.map((p) => p.template));
  add('edition-starter', 'Starter', 'Ready-made recommendations to go live in minutes.', products.filter((t) => t.editions.includes('edition-starter') && starterKeys.has(t.keyId)));
  add('edition-advanced', 'Advanced', 'Everything in the catalogue.', visible.filter((t) => t.editions.includes('edition-advanced') && t.productType !== 'THEME' && t.productType !== 'INTEGRATION'));
  add('freemium', 'Take it to the next level', 'What a paid plan adds.', products.filter((t) => !t.editions.includes('edition-starter')));
  add('growth-bots', 'Growth Bots', 'Blocks that nudge shoppers to buy.', visible.filter((t) => t.productType === 'GROWTHBOT'));
  add('themes', 'Supported Themes', 'Themes Vitrine works with.', visible.filter((t) => t.productType === 'THEME'));
  add('integrations', 'Integrations', 'Apps Vitrine works with.', visible.filter((t) => t.productType === 'INTEGRATION'));
  add('videos', 'Inspiration', 'Getting started videos.', visible.filter((t) => t.productType === 'VIDEO'));

  const qNameMap: Record<string, string[]> = {};
  for (const t of visible) (qNameMap[t.qualifiedName] ??= []).push(t.keyId);
  return { gallery: { galleryMap, qNameMap }, templates: visible };
}
