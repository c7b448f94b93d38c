// User-facing strings of the shell (header, user menu, session errors), as the spec writes them
// where it has them (App Library, Account, Support, Logout, DevMode, "Unable to continue").
export const SHELL_MESSAGES = {
  home: 'Home',
  // The logo's visible text is the product name: the link's name starts with it (WCAG 2.5.3).
  logoHome: (product: string) => `${product} home`,
  appLibrary: 'App Library',
  account: 'Account',
  support: 'Support',
  darkTheme: 'Dark theme',
  lightTheme: 'Light theme',
  devMode: 'DevMode',
  logout: 'Logout',
  userMenu: 'User menu',
  userMenuOf: (name: string) => `${name}: User menu`,
  plans: 'Plans',
  loading: 'Loading',
  unableToContinue: 'Unable to continue',
  temporaryProblem: 'This may be temporary problem such as a network issue. Please try again later.',
  tryAgain: 'Try Again',
  sitesFailed: 'Your sites could not be loaded',
} as const;
