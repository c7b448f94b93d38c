import { HOME } from '../messages';

/**
 * The settings pages' strings (recommendations spec 2, 5, 8). Quoted spec words are copied
 * exactly; where the spec names a control but not its words, the words are ours.
 */
export const SETTINGS = {
  save: 'Save',
  saving: 'Saving…',
  saved: 'Saved',
  discard: 'Discard',
  loading: 'Loading...',
  loadFailed: 'The settings could not be loaded.',
  saveFailed: 'Unable to save',
  additionalInformation: 'Additional information: ',
  // Spec 8's save failure text for code 11000; a stale __v gets the same advice.
  duplicate:
    'A duplicate exists, probably because another user created one at the same time.  Your changes will not be saved.  Refresh your browser to get the current version of this record.',
  conflict:
    'Someone else saved these settings after you opened them.  Your changes will not be saved.  Refresh your browser to get the current version of this record.',
  staffOnly: 'Internal Only',
} as const;

export const APPLICATION = {
  title: 'Application',
  devStore: HOME.devStore,
  installation: 'Installation',
  installationText: 'Checks that the data collection tag and the app embed are installed and working on your store.',
  checkAndFix: 'Check and Fix',
  checkAndFixDone: 'Check and Fix finished. Changes may take a few minutes to validate.',
  fixed: 'Fixed',
  problems: 'Still needs your attention',
  allGood: 'Everything is installed and working.',
  validateTag: 'Validate Tag',
  tagValidated: (when: string) => `Tag validated ${when}`,
  tagNotValidated: 'The tag has not been validated yet.',
  appEmbed: 'App embed',
  appEmbedOn: 'The app embed is enabled in your theme.',
  appEmbedOff: 'The app embed is not enabled in your theme.',
  enableAppEmbed: 'Enable App Embed',
  manageAppEmbed: 'Manage App Embed',
  openAdmin: 'Open Shopify Admin',
  adminUrlError: 'Unable to determine the Shopify Admin URL',
  errorTitle: 'Error',
  advanced: 'Advanced Operations',
  clearCacheText: 'Clear Product Cache ensures the latest product info and prices are shown.',
  clearCache: 'Clear Product Cache',
  clearCacheText: 'Ensures the latest product info and prices are shown.',
  cacheClearing: 'Product cache is being cleared...',
  cacheFailed: 'Failed to clear product cache',
  cacheCleared: 'Cache cleared',
  removeLiquid: 'Remove Liquid',
  removeLiquidText: 'Removes the snippets the app added to your theme files. Recommendations keep working through the app embed.',
  removeLiquidConfirm: { title: 'Remove Liquid?', message: 'The app’s snippets are removed from your theme files. This cannot be undone.', confirmLabel: 'Remove Liquid' },
  liquidRemoved: (n: number) => `Removed ${n} snippet${n === 1 ? '' : 's'}`,
  notAllowed: 'This action is not allowed for this shop.',
  blockModify: 'Warning - Production Merchant on non-production platform - Operations are disabled',
  notInstalled: (title: string) => `${title} is no longer installed on this site`,
  reconnect: 'Reconnect App from Shopify',
  staffTools: 'Internal tools',
  adminUninstall: 'Admin Uninstall and Cleanup',
  uninstallApp: 'Uninstall App',
  cleanUninstall: 'Clean Uninstall',
  uninstallConfirm: { title: 'Uninstall App?', message: 'The app is uninstalled from this shop and its subscription is cancelled.', confirmLabel: 'Uninstall App' },
  cleanConfirm: { title: 'Clean Uninstall?', message: 'The app is uninstalled and all shop info is deleted. This cannot be undone.', confirmLabel: 'Clean Uninstall' },
  adminConfirm: {
    title: 'Admin Uninstall and Cleanup?',
    message: 'Uninstalls the app for the merchant and removes its theme snippets. This cannot be undone.',
    confirmLabel: 'Uninstall and Clean Up',
  },
  uninstalled: 'The app was uninstalled',
  done: 'Done',
} as const;

export const DATA_CONFIG = {
  title: 'Data Config',
  rules: 'Global Data Rules',
  rulesText: 'Apply to every recommendation on your store. Separate values with commas or new lines.',
  excludeItems: 'Items To Exclude',
  excludeItemsHelp: 'Product master ids',
  excludeCollections: 'Collections To Exclude',
  excludeCollectionsHelp: 'Collection ids',
  excludeTags: 'Tags To Exclude',
  includeTags: 'Tags To Include',
  includeTagsHelp: 'When set, only products with one of these tags are recommended',
  clearCacheText: 'Clear Product Cache ensures the latest product info and prices are shown.',
  values: (n: number) => `${n} value${n === 1 ? '' : 's'}`,
  advanced: 'Advanced Operations',
} as const;
