/**
 * The applet's own strings (console pages). The spec's words are copied exactly; where the
 * spec gives none (confirmation texts, empty states) the words are ours and say so.
 * The rule strings the server shares live in model/messages.ts.
 */
export const RECOMMENDATIONS_MESSAGES = {
  title: 'Recommendations',
  description: 'Product recommendations for your online store and your emails',
} as const;

/** Spec 2's menu, in the routes table's order. */
export const NAV = {
  home: 'Home',
  online: 'Dashboard',
  reports: 'Reports',
  gallery: 'Gallery',
  email: 'Email Campaigns',
  offerBots: 'Offer bots',
  themes: 'Supported Themes',
  integrations: 'Integrations',
  settings: 'Settings',
  application: 'Application',
  plan: 'Subscription',
  theme: 'Theme and Styling',
  code: 'Custom CSS and JS',
  global: 'Text Customization',
  engine: 'Data Config',
  internal: 'Internal Only Settings',
  agency: 'Agency Stats',
  status: 'Provisioning Status',
  editor: 'Editor',
  emailEditor: 'Email editor',
  editions: 'Editions preview',
} as const;

/** Spec 4: badge counts per placement. */
export const badgeCounts = (live: number, notLive: number) => ({ live: `${live} live`, notLive: `${notLive} not live` });
