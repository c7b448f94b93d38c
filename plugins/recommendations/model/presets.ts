import { defaultWidgetOpts, type WidgetOptsPair } from './defaults';
import type { Place } from './places';

export interface StarterPreset {
  keyId: string;
  /** The catalogue template it instantiates (RecTemplate.keyId). */
  template: string;
  qualifiedName: string;
  title: string;
  place: Place;
  widgetOpts: WidgetOptsPair;
}

/** The storefront slot a preset fills: the console shows it as the slot name. */
export const slotLocation = (slot: string) => `#vitrine-slot-${slot}`;

function preset(keyId: string, template: string, qualifiedName: string, title: string, place: Place, slot: string, edit: (o: WidgetOptsPair) => void = () => {}): StarterPreset {
  const widgetOpts = defaultWidgetOpts(place, 'online');
  for (const ff of ['desktop', 'mobile'] as const) Object.assign(widgetOpts[ff], { title, location: slot, insert: 'append', insertBefore: false });
  edit(widgetOpts);
  return { keyId, template, qualifiedName, title, place, widgetOpts };
}

/**
 * Spec 9: ten starter presets across home, category, product, cart, checkout (a list with
 * add to cart and dynamic variant options), confirmation (a 2 by 2 grid) and sitewide
 * (inserted before the footer), each with a slot location.
 */
export const STARTER_PRESETS: StarterPreset[] = [
  preset('starter-home-best-sellers', 'best-sellers', 'best-sellers', 'Best Sellers', 'H', slotLocation('home')),
  preset('starter-home-new-arrivals', 'new-arrivals', 'new-arrivals', 'New Arrivals', 'H', slotLocation('home-secondary')),
  preset('starter-category-trending', 'trending', 'trending', 'Trending In This Collection', 'CAT', slotLocation('collection')),
  preset('starter-product-bought-together', 'bought-together', 'bought-together', 'Frequently Bought Together', 'PDP', slotLocation('product')),
  preset('starter-product-similar', 'similar', 'similar', 'You May Also Like', 'PDP', slotLocation('product-secondary')),
  preset('starter-product-recently-viewed', 'recently-viewed', 'recently-viewed', 'Recently Viewed', 'PDP', slotLocation('product-footer')),
  preset('starter-cart-bought-together', 'bought-together', 'bought-together', 'Complete Your Order', 'CRT', slotLocation('cart')),
  preset('starter-checkout-list', 'bought-together', 'bought-together', 'Add To Your Order', 'CO', slotLocation('checkout'), (o) => {
    for (const ff of ['desktop', 'mobile'] as const) Object.assign(o[ff], { widget: 'list', showProductAddToCart: true, displayVariantOptions: 'dynamic' });
  }),
  preset('starter-confirmation-grid', 'personalized', 'personalized', 'Picked For You', 'CNF', slotLocation('confirmation'), (o) => {
    for (const ff of ['desktop', 'mobile'] as const) Object.assign(o[ff], { widget: 'grid', gridCols: 2, gridRows: 2 });
  }),
  preset('starter-sitewide-recently-viewed', 'recently-viewed', 'recently-viewed', 'Recently Viewed', 'SITEWIDE', 'footer', (o) => {
    for (const ff of ['desktop', 'mobile'] as const) Object.assign(o[ff], { insert: 'before', insertBefore: true });
  }),
];
