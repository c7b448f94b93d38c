/** Every string the applet shows, in one place: the pages and their tests share them. */
export const MESSAGES = {
  title: '__TITLE__',
  description: 'A Vitrine applet made with create-vitrine-applet',
  home: 'Home',
  settings: 'Settings',
  welcome: (site: string) => `Welcome to __TITLE__ on ${site}`,
  greetingLabel: 'Greeting',
  enabledLabel: 'Show the greeting on the home page',
  save: 'Save',
  discard: 'Discard',
  saved: 'Settings saved',
  unsaved: 'You have unsaved changes',
  loading: 'Loading settings…',
  defaultGreeting: 'Hello from __TITLE__',
} as const;
