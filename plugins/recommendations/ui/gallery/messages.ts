/**
 * Strings of the gallery, the add dialogs, Themes, Integrations and the editions preview.
 * Spec 2 and 8 words are copied exactly (count, Cancel / Add New / View Existing, Contact Us,
 * the dialog titles, the error on create); the rest are ours.
 */
export const GALLERY = {
  title: 'Gallery',
  subtitle: 'Templates for every page of your store and your emails. Pick one to add it as a Draft.',
  count: (n: number) => `${n} template(s)`,
  purpose: 'Purpose',
  place: 'Place',
  all: 'All',
  search: 'Search templates',
  clear: 'Clear filters',
  grid: 'Grid',
  list: 'List',
  view: 'View',
  noMatch: 'No templates match these filters.',
  loadFailed: 'The templates could not be loaded.',
  retry: 'Try again',
  add: 'Add',
  contactUs: 'Contact Us',
  contactUsHint: 'This template is not available for your store or plan yet. Contact us and we set it up with you.',
  contactUsMail: (title: string) => `mailto:support@vitrine.example?subject=${encodeURIComponent(`Template: ${title}`)}`,
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (at: number, of: number) => `${at} of ${of}`,
  growthBots: 'Growth Bots',
  more: 'More templates',
  instances: (n: number) => (n === 1 ? '1 in use' : `${n} in use`),
  hiddenTemplate: 'Hidden: dev mode only',
} as const;

export const ADD = {
  recommendationTitle: 'Add Recommendation',
  growthBotTitle: 'Add a Growth Bot',
  growthBotText: 'Blocks that show on your store pages: pick one, then place and style it in the editor.',
  all: 'All',
  choosePage: 'Choose a page',
  choosePageText: (title: string) => `"${title}" fits several pages of your store. Where should it show?`,
  back: 'Back',
  cancel: 'Cancel',
  addNew: 'Add New',
  viewExisting: 'View Existing',
  existingTitle: 'This template is already in use',
  existingText: (title: string, n: number) =>
    `You already have ${n === 1 ? 'a recommendation' : `${n} recommendations`} made from "${title}". Open ${n === 1 ? 'it' : 'the newest'} or add a new one?`,
  noTemplates: 'No templates fit this page.',
  creating: 'Creating...',
  checkoutTitle: 'Configure in the Shopify admin',
  checkoutText: (page: string) =>
    `Recommendations on the ${page} page are checkout blocks: you add and place them in the Shopify admin's checkout editor. It opens in a new tab.`,
  checkoutConfirm: 'Open Shopify admin',
  adminUrlTitle: 'Error',
  adminUrlMissing: 'Unable to determine the Shopify Admin URL',
} as const;

export const INFO_PAGES = {
  themesTitle: 'Supported Themes',
  themesText: 'Themes Vitrine is tested with, and how to install it on each.',
  integrationsTitle: 'Integrations',
  integrationsText: 'Apps Vitrine works with, and how to connect them.',
  website: 'Website',
  install: 'How to install',
  empty: 'Nothing listed yet.',
  editionsTitle: 'Editions preview',
  editionsText: 'What each edition of the gallery offers a store (internal preview).',
  editionsStaffOnly: 'The editions preview is for internal staff in developer mode.',
} as const;
