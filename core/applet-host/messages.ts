// Strings of the applet area. "Applet not found" and "Home" are the spec's (section 2).
export const APPLET_MESSAGES = {
  notFound: 'Applet not found',
  notFoundDescription: 'This app does not exist, or it is not available for the current site.',
  home: 'Home',
  loadFailed: 'This app could not be loaded',
  crashed: 'This page stopped working',
  retry: 'Try Again',
  pageNotFound: 'Page not found',
  pageNotFoundDescription: 'This app has no page at this address.',
  backToLibrary: 'App Library',
  openNavigation: 'Open navigation',
  navigation: 'App navigation',
  loading: 'Loading app',
  registryFailed: 'The list of apps could not be loaded',
} as const;
