// User-facing strings of the App Library, as the spec writes them.
export const HOME_MESSAGES = {
  heading: 'Apps',
  hint: 'click on an app to launch',
  signedInAs: (email: string) => `Signed in as ${email}`,
  staff: 'Staff',
} as const;
