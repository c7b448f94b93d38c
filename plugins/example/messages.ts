/** The example applet's strings (one place, shared with its e2e test through the page). */
export const EXAMPLE_MESSAGES = {
  title: 'Example Applet',
  description: 'A third-party applet loaded at run time from its own origin',
  heading: 'Hello from a remote applet',
  currentSite: 'Current site',
  countingSites: 'Counting your sites…',
  siteCount: (n: number) => `The console's API says you can work on ${n} ${n === 1 ? 'site' : 'sites'}.`,
  countFailed: 'The site count could not be loaded.',
  showAlert: 'Show an alert',
  alert: (site: string) => `Hello from the example applet on ${site}!`,
} as const;
