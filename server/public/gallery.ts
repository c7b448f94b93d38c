// The public gallery's data (console-shell spec 1): what a signed-out visitor of /public (or the
// gallery host) may see of the recommendation catalogue. Built from the same catalogue and
// gallery as the signed-in templates call, in merchant view: no hidden, asterisk or dev-mode
// templates, nothing about any site.
import { ALL_TEMPLATES } from '../../plugins/recommendations/model/catalogue';
import { buildGallery, type GalleryCollection } from '../../plugins/recommendations/model/gallery';
import { PLACE_LABELS, type Place } from '../../plugins/recommendations/model/places';

export interface PublicGalleryItem {
  id: string;
  title: string;
  description: string;
  /** The pages it shows on, as the console labels them (Home, Product, ...). */
  places: string[];
}

export interface PublicGalleryCollection {
  id: string;
  title: string;
  description: string;
  items: PublicGalleryItem[];
}

export interface PublicGallery {
  collections: PublicGalleryCollection[];
}

/** The collections the gallery shows, in this order: the journey stages, then the rest. */
export const PUBLIC_COLLECTIONS = ['purpose-discover', 'purpose-explore', 'purpose-buy', 'purpose-engage', 'growth-bots', 'themes', 'integrations'] as const;

function items(collection: GalleryCollection): PublicGalleryItem[] {
  const templates = new Map(ALL_TEMPLATES.map((t) => [t.keyId, t]));
  return collection.blocks.map((block) => {
    const places = block.config.pages ?? (block.config.page ? [block.config.page] : []);
    return {
      id: block.id,
      title: block.title,
      // The plain text, not the block's descriptionHtml: the gallery page renders text only.
      description: templates.get(block.id)?.description ?? '',
      places: places.map((p: Place) => PLACE_LABELS[p]),
    };
  });
}

/** Always the same answer for everyone: it is computed once. */
let cached: PublicGallery | undefined;

export function publicGallery(): PublicGallery {
  if (cached) return cached;
  const { gallery } = buildGallery(ALL_TEMPLATES, { devMode: false });
  const collections = PUBLIC_COLLECTIONS.map((id) => gallery.galleryMap[id])
    .filter((c): c is GalleryCollection => c !== undefined && c.blocks.length > 0)
    .map((c) => ({ id: c.id, title: c.title, description: c.description, items: items(c) }));
  cached = { collections };
  return cached;
}
