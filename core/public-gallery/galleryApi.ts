import { apiFetch } from '../api/http';

/** GET /api2/public/gallery (server/public/gallery.ts): the same for every visitor, no session. */
export const PUBLIC_GALLERY_URL = '/api2/public/gallery';

export interface PublicGalleryItem {
  id: string;
  title: string;
  description: string;
  /** Page labels (Home, Product, ...). */
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

export function fetchPublicGallery(): Promise<PublicGallery> {
  // Silent: the page shows its own failure, with Try Again, instead of the error modal.
  return apiFetch<PublicGallery>(PUBLIC_GALLERY_URL, { silent: true });
}
