import { basePlace, type FormFactor, type RecKind } from './places';

/** One form factor's widget options (spec 3 widgetOpts); the style map is per element. */
export type WidgetOpts = Record<string, unknown>;
export type WidgetOptsPair = Record<FormFactor, WidgetOpts>;

/** Spec 9: the insert location of a new recommendation is just before the footer. */
export const DEFAULT_LOCATION = 'footer';

const shared = (): WidgetOpts => ({
  disabled: false,
  showInPopup: false,
  location: DEFAULT_LOCATION,
  insert: true,
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
