/** The public gallery's strings (console-shell spec 1: /public and the gallery host). */
export const GALLERY_MESSAGES = {
  title: 'Recommendation gallery',
  heading: 'Recommendation gallery',
  intro: 'Every recommendation and growth bot Vitrine can add to your shop, by where shoppers are in their journey. Install Vitrine to put them on your storefront, or sign in to manage yours.',
  install: 'Install on Shopify',
  signIn: 'Sign in',
  openConsole: 'Open the console',
  darkTheme: 'Dark theme',
  lightTheme: 'Light theme',
  showsOn: 'Shows on',
  loading: 'Loading the gallery',
  failed: 'The gallery could not be loaded',
  failedDescription: 'This may be a temporary problem such as a network issue.',
  tryAgain: 'Try Again',
} as const;

/** The recommendations app's listing on the shop platform's app store. */
export const INSTALL_URL = 'https://apps.shopify.com/vitrine-recommendations';
