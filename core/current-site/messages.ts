// The site button and the Site Changed dialog (spec 2, 8).
export const SITE_MESSAGES = {
  changeSite: 'Change Site',
  currentSite: (name: string) => `Current site: ${name}. Change site`,
  changedTitle: 'Site Changed in another tab',
  changedBody: (current: string, other: string) =>
    `${other} was selected in another tab. This tab still shows ${current}.`,
  changedWarning: 'Unexpected behaviour may follow if the page is not reloaded.',
  // A site-xid the user cannot open is replaced, never silently: the link they followed named another site.
  siteUnavailable: (requested: string, shown: string) => `The site "${requested}" is not available to you: showing ${shown} instead.`,
  reload: 'Reload',
  close: 'Close',
} as const;
