import { ADD_TO_CART_ACTIONS, type AddToCartAction, type InsertMode } from '../../../sdk/sandbox/delivery';
import { basePlace, type FormFactor, type RecKind } from './places';

/**
 * The one vocabulary for where a widget goes at its location and what its add-to-cart does:
 * the storefront runtime's (sdk/sandbox/delivery.ts). The API stores these values and the
 * delivery endpoint passes them through unchanged.
 */
export const INSERT_MODES: readonly InsertMode[] = ['before', 'append', 'after'];
export const ADD_TO_CART_REDIRECTS: readonly AddToCartAction[] = ADD_TO_CART_ACTIONS;

/**
 * `insert` of a stored widgetOpts as the runtime reads it. Documents written before the modes
 * existed hold a boolean there: it said nothing about the position, so insertBefore decides.
 */
export function insertModeOf(opts: { insert?: unknown; insertBefore?: unknown }): InsertMode {
  if (typeof opts.insert === 'string' && (INSERT_MODES as readonly string[]).includes(opts.insert)) return opts.insert as InsertMode;
  return opts.insertBefore === false ? 'append' : 'before';
}

/** One form factor's widget options (spec 3 widgetOpts); the style map is per element. */
export type WidgetOpts = Record<string, unknown>;
export type WidgetOptsPair = Record<FormFactor, WidgetOpts>;

/** Spec 9: the insert location of a new recommendation is just before the footer. */
export const DEFAULT_LOCATION = 'footer';

const shared = (): WidgetOpts => ({
  disabled: false,
  showInPopup: false,
  location: DEFAULT_LOCATION,
  insert: 'before',
  insertBefore: true,
  order: 0,
  wrapperDivClasses: '',
  customClasses: '',
  style: {},
  navStyle: 'arrows',
  navShow: 'none',
  showTitle: true,
  title: 'You may also like',
  showProductImage: true,
  showProductTitle: true,
  showVariantTitle: false,
  showProductVendor: false,
  showProductPrice: true,
  showProductComparePrice: true,
  showProductSaleBadge: true,
  saleBadgeLabel: 'Save {itemSalePercent}',
  showProductRating: false,
  showProductAddToCart: false,
  displayVariantOptions: 'never',
  imgFit: 'cover',
  imgRatio: '1:1',
  addToCartTitle: 'Add to cart',
  addingToCartTitle: 'Adding...',
  addedToCartTitle: 'Added!',
  outOfStockTitle: 'Sold out',
  hideOutOfStockVariants: false,
  addToCartRedirect: 'cart',
});

/**
 * Spec 9's defaults for a new recommendation: desktop slider 4 per view 200 px wide, 4x1
 * grid, 1x4 list; mobile 2x2 grid, 1.5 per view, 1x2 list; checkout and confirmation
 * sliders 140 px; email tables 4x1 on desktop and 1x4 on mobile with card variant v2.
 */
export function defaultWidgetOpts(place: string, kind: RecKind): WidgetOptsPair {
  if (kind === 'email') {
    const email = (cols: number, rows: number): WidgetOpts => ({
      ...shared(),
      widget: 'grid',
      tableCols: cols,
      tableRows: rows,
      displayUnavailableItems: 'default',
      providerCode: '',
      providerHash: '',
      providerIsUnhashed: false,
      emailCardVariant: 'v2',
      viewProductTitle: 'View product',
      addToCartTitle: 'Buy Now',
    });
    return { desktop: email(4, 1), mobile: email(1, 4) };
  }
  const narrow = ['CO', 'CNF'].includes(basePlace(place) ?? '');
  return {
    desktop: {
      ...shared(),
      widget: 'slider',
      productsPerView: 4,
      productWidth: narrow ? '140px' : '200px',
      gridCols: 4,
      gridRows: 1,
      listCols: 1,
      listRows: 4,
    },
    mobile: {
      ...shared(),
      widget: 'slider',
      productsPerView: 1.5,
      productWidth: narrow ? '140px' : '200px',
      gridCols: 2,
      gridRows: 2,
      listCols: 1,
      listRows: 2,
    },
  };
}
