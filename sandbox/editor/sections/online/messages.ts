/**
 * Every word of the online editor's sections. Section titles and the field labels spec 2
 * names are written exactly as the spec writes them; validation messages come from the
 * recommendation rules (spec 5, plugins/recommendations/model/messages.ts); the rest is ours.
 */
import { FIELD_LABELS } from '../../../../plugins/recommendations/model/fields';
import { REC_MESSAGES } from '../../../../plugins/recommendations/model/messages';

export const ONLINE_SECTION_TITLES = {
  name: FIELD_LABELS.name,
  customPage: 'Custom Page',
  customConfiguration: 'Custom Configuration',
  title: 'Title',
  widgetSettings: 'Widget Settings',
  widgetConfiguration: 'Widget Configuration',
  widgetLocation: 'Widget Location',
  productDetails: 'Product Details',
  callToAction: 'Call To Action',
} as const;

export const ONLINE_MESSAGES = {
  // Spec 5 validation, shared with the API.
  required: REC_MESSAGES.required,
  categoryRequired: REC_MESSAGES.category,
  maxPriceRequired: REC_MESSAGES.maxPrice,
  locationRequired: REC_MESSAGES.location,

  // Custom Page (spec 5 page matcher; the pane's notice is the shell's).
  pageHandle: 'Page Handle',
  pagePath: 'Page Path',
  pageHandlePlaceholder: 'faq',
  pagePathPlaceholder: '/pages/faq',
  shownOn: (path: string) => `Shown on ${path}`,

  // Custom Configuration.
  recipe: 'Recipe',
  recipeHelper: 'How the products are chosen.',

  // Title.
  showTitle: 'Show Title',
  titleText: 'Title Text',
  titlePlaceholder: 'The template’s title',
  titleStyle: 'Typography',

  // Widget Settings.
  widgetType: 'Widget Type',
  widgetTypes: { slider: 'Slider', grid: 'Grid', list: 'List' },
  navigation: 'Navigation',
  navStyles: { none: 'None', arrows: 'Arrows', rectArrows: 'Rectangle Arrows', circArrows: 'Circle Arrows', squareArrows: 'Square Arrows' },
  navShow: 'Show Arrows',
  navShows: { none: 'Always', more: 'When there is more' },
  productsPerView: 'Products Per View',
  fixedWidth: 'Fixed width',
  productWidth: 'Product Width',
  productWidthHelper: 'Any CSS length, e.g. 200px or 12rem',
  columns: 'Columns',
  rows: 'Rows',
  gap: 'Gap Between Products',
  containerStyle: 'Container',

  // Widget Configuration.
  category: 'Category',
  categories: 'Categories',
  categorySearch: 'Search collections',
  noCategories: 'No matching collections',
  maxPrice: 'Max Price',
  maxPriceHelper: 'Only products at or under this price are shown.',
  /** Spec 5's words for a number below zero (as in Internal Only Settings). */
  maxPriceNegative: REC_MESSAGES.valueZeroOrGreater,
  productIds: 'Product IDs',
  productSearch: 'Search products to add',
  productSearchPlaceholder: 'Product title',
  noProducts: 'No matching products',
  displayUnavailable: 'Display Unavailable Items',
  displayUnavailableChoices: { default: 'Default', hide: 'Hide', show: 'Show', 'show-end': 'Show Last' },
  remove: (title: string) => `Remove ${title}`,
  noConfiguration: 'This recipe needs no configuration.',

  // Widget Location (spec 2).
  type: 'Type',
  types: { location: 'Location', popup: 'Popup' },
  insertAbove: 'Insert Above',
  location: 'Location',
  locationHelper: 'A CSS selector on the store page, e.g. footer or #main',
  slotName: 'Slot Name',
  slotHelper: (selector: string) => `Add an element with this id to the theme and use ${selector} as the Location.`,
  useSlot: 'Use as Location',
  locationOrder: 'Location Order',
  locationOrderHelper: 'Lower numbers come first among recommendations at the same location.',
  wrapperDivClasses: 'Wrapper Div with Classes',
  customClasses: 'Custom Classes',

  // Product Details (spec 2 layers).
  layers: { image: 'Image', title: 'Title', vendor: 'Vendor', price: 'Price', comparePrice: 'Compare Price', saleBadge: 'Sale Badge', reviews: 'Reviews' },
  show: (layer: string) => `Show ${layer}`,
  cropImage: 'Crop Image',
  ratioWidth: 'Ratio Width',
  ratioHeight: 'Ratio Height',
  ratioInvalid: 'Enter a width and a height greater than 0',
  showVariantTitle: 'Show Variant Title',
  saleBadgeLabel: 'Sale Badge Label',
  saleBadgeHelper: '{itemSalePercent} is the percentage saved, {itemSaleTotal} the amount.',
  salePriceStyle: 'Sale Price Style',
  style: (layer: string) => `${layer} Style`,

  // Call To Action (spec 2).
  showCallToAction: 'Show Call To Action',
  addToCartTitle: 'Add To Cart Title',
  addingToCartTitle: 'Adding To Cart Title',
  addedToCartTitle: 'Added To Cart Title',
  hideOutOfStockVariants: 'Hide Out of Stock Variants',
  outOfStockTitle: 'Out of Stock Title',
  displayVariantOptions: 'Display Variant Options',
  variantChoices: { never: 'Never', always: 'Always', dynamic: 'Dynamic' },
  action: 'Action',
  actions: {
    product: 'Redirect to product page',
    minicart: 'Add and update minicart',
    reload: 'Add and reload page',
    cart: 'Add and redirect to cart',
    checkout: 'Add and redirect to checkout',
  },
  multipleOptionsTitle: 'Title For Multiple Variant Options',
  singleOptionTitle: 'Title For A Single Variant Option',
  optionHelper: '{option} stands for the option name.',
  buttonStyle: 'Button Style',
  variantOptionsStyle: 'Variant Options Style',
} as const;
