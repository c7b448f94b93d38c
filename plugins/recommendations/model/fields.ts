/**
 * What the editor calls each field of a recommendation, and how long its text may be. The
 * editor's fields take their maxLength from TEXT_LIMITS, the API refuses past the same numbers,
 * and both name a field by FIELD_LABELS (never by its path in the document): one table, so the
 * screen, the server's messages and the version history agree.
 */

/** Longest text of a field, in characters (the API's rules, server/recommendations/input.ts). */
export const TEXT_LIMITS = {
  name: 200,
  title: 1000,
  /** A button's words: longer ones overflow the storefront's buttons (issue 32 #18). */
  buttonLabel: 40,
  /** Short texts: classes, the sale badge, category titles. */
  short: 200,
  location: 500,
} as const;


/** The labels the editor shows, by document field (top-level, or a key of widgetOpts.{ff}). */
export const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  css: 'CSS',
  js: 'JavaScript',
  scss: 'SCSS',
  place: 'Placement',
  qualifiedName: 'Recipe',
  enrichmentQualifiedName: 'Recipe',
  engine: 'Engine',
  scenario: 'Custom Configuration',
  pageMatcher: 'Custom Page',
  'pageMatcher.handle': 'Page Handle',
  'pageMatcher.path': 'Page Path',
  category: 'Category',
  catIds: 'Categories',
  testMode: 'Hidden By Default',
  showInPopup: 'Type',
  config: 'Alternate Preview Path',
  'config.altPreviewUrl': 'Alternate Preview Path',
  hyperBlock: 'Section',
  widgetOpts: 'Widget options',
  // widgetOpts.{ff}.*
  disabled: 'Enabled',
  location: 'Location',
  insert: 'Insert Above',
  insertBefore: 'Insert Above',
  order: 'Location Order',
  wrapperDivClasses: 'Wrapper Div with Classes',
  customClasses: 'Custom Classes',
  style: 'Styles',
  widget: 'Widget Type',
  navStyle: 'Navigation',
  navShow: 'Show Arrows',
  productsPerView: 'Products Per View',
  productWidth: 'Product Width',
  gap: 'Gap Between Products',
  gridCols: 'Columns',
  gridRows: 'Rows',
  listCols: 'Columns',
  listRows: 'Rows',
  tableCols: 'Columns',
  tableRows: 'Rows',
  showTitle: 'Show Title',
  title: 'Title Text',
  showProductImage: 'Show Image',
  showProductTitle: 'Show Title',
  showVariantTitle: 'Show Variant Title',
  showProductVendor: 'Show Vendor',
  showProductPrice: 'Show Price',
  showProductComparePrice: 'Show Compare Price',
  showProductSaleBadge: 'Show Sale Badge',
  saleBadgeLabel: 'Sale Badge Label',
  showProductRating: 'Show Reviews',
  showProductAddToCart: 'Show Call To Action',
  displayVariantOptions: 'Display Variant Options',
  maxp: 'Max Price',
  imgFit: 'Crop Image',
  imgRatio: 'Image Ratio',
  addToCartTitle: 'Add To Cart Title',
  addingToCartTitle: 'Adding To Cart Title',
  addedToCartTitle: 'Added To Cart Title',
  outOfStockTitle: 'Out of Stock Title',
  hideOutOfStockVariants: 'Hide Out of Stock Variants',
  variantOptionsAddToCartTitle: 'Title For Multiple Variant Options',
  variantOptionAddToCartTitle: 'Title For A Single Variant Option',
  addToCartRedirect: 'Action',
  viewProductTitle: 'View Product Title',
  productIds: 'Product IDs',
  displayUnavailableItems: 'Display Unavailable Items',
  providerCode: 'Email Provider',
  providerHash: 'Email Variable',
  providerIsUnhashed: 'Unhashed',
  emailCardVariant: 'Card Variant',
};

const FORM_FACTOR_WORDS: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile' };

/**
 * A field's name as the editor shows it, from its path in the document: 'widgetOpts.desktop.title'
 * is 'Title Text (Desktop)', 'catIds[2].title' is 'Categories'. An unknown path stays as it is.
 */
export function fieldLabel(path: string): string {
  const parts = path.replace(/\[\d+\]/g, '').split('.');
  if (parts[0] === 'widgetOpts' && parts.length >= 3 && FORM_FACTOR_WORDS[parts[1]]) {
    const label = FIELD_LABELS[parts[2]];
    return label ? `${label} (${FORM_FACTOR_WORDS[parts[1]]})` : path;
  }
  return FIELD_LABELS[parts.slice(0, 2).join('.')] ?? FIELD_LABELS[parts[0]] ?? path;
}

/** The labels of changed fields (a version's 'Changed:'), each once, in the order given. */
export function fieldLabels(paths: readonly string[]): string[] {
  return [...new Set(paths.map(fieldLabel))];
}

/**
 * The fields a save's changes touch, as paths the labels know: widgetOpts down to the field of a
 * form factor, config and pageMatcher down to their key, the rest by their top-level name.
 */
export function changedPaths(changes: Record<string, unknown>): string[] {
  const paths: string[] = [];
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  for (const [key, value] of Object.entries(changes)) {
    if (key === 'widgetOpts' && isRecord(value)) {
      for (const [ff, opts] of Object.entries(value)) {
        if (isRecord(opts)) for (const field of Object.keys(opts)) paths.push(`widgetOpts.${ff}.${field}`);
        else paths.push(`widgetOpts.${ff}`);
      }
    } else if ((key === 'config' || key === 'pageMatcher') && isRecord(value)) {
      for (const field of Object.keys(value)) paths.push(`${key}.${field}`);
    } else paths.push(key);
  }
  return paths.sort();
}
