// User-facing strings of the App Library. Heading and hint are the spec's (section 2).
export const HOME_MESSAGES = {
  heading: 'Apps',
  hint: 'click on an app to launch',
  signedInAs: (email: string) => `Signed in as ${email}`,
  staff: 'Staff',
  noApps: 'No apps available',
  noAppsDescription: 'There are no apps you can launch for this site.',
  failed: 'The list of apps could not be loaded',
  retry: 'Try Again',
  noSites: 'No sites yet',
  noSitesDescription: 'Your account has no sites. Apps become available once a site is connected.',
} as const;
