// User-facing strings of the shell (header, user menu, session errors), as the spec writes them.
export const SHELL_MESSAGES = {
  home: 'Home',
  appLibrary: 'App Library',
  darkTheme: 'Dark theme',
  lightTheme: 'Light theme',
  logout: 'Logout',
  loading: 'Loading',
  unableToContinue: 'Unable to continue',
  temporaryProblem: 'This may be temporary problem such as a network issue. Please try again later.',
  tryAgain: 'Try Again',
} as const;
