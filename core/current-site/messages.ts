// The site button and the Site Changed dialog (spec 2, 8).
export const SITE_MESSAGES = {
  changeSite: 'Change Site',
  currentSite: (name: string) => `Current site: ${name}. Change site`,
  changedTitle: 'Site Changed in another tab',
  changedBody: (current: string, other: string) =>
    `${other} was selected in another tab. This tab still shows ${current}.`,
  changedWarning: 'Unexpected behaviour may follow if the page is not reloaded.',
  reload: 'Reload',
  close: 'Close',
} as const;
