import { REC_MESSAGES } from '../model/messages';
import type { RecStatus } from '../model/places';

/** Strings of Home and the dashboards. Spec 2 and 8 words exactly; the rest are ours. */
export const HOME = {
  title: 'Home',
  onlineChannel: 'Online Store Channel',
  emailChannel: 'Email Channel',
  dashboard: 'Dashboard',
  goLive60: 'Go live in 60 seconds',
  goLive60Text: 'Pick a starter recommendation: it is created as a Draft and opens in the editor, where you can publish it.',
  create: 'Create',
  nextLevel: 'Take it to the next level',
  nextLevelText: 'Collections of recommendations that free-plan stores use most:',
  freeSetup: 'Free setup',
  freeSetupText: 'Our team sets up your first recommendations with you, at no cost.',
  bookSetup: 'Book your free setup',
  gettingStarted: 'Getting started',
  gettingStartedText: 'Three short videos: install the app, place your first recommendation, read your dashboard.',
  inspiration: 'Inspiration',
  inspirationText: 'How other stores use recommendations.',
  help: 'Help',
  helpText: 'Start from the Online Store Channel: its Dashboard lists your recommendations with their results. Go Live makes a recommendation show on your store; Pause takes it off. The Gallery has every template; Settings has the installation checks.',
  gettingStartedVideos: [
    { title: 'Install and check the app', path: 'settings' },
    { title: 'Place your first recommendation', path: 'gallery' },
    { title: 'Read your dashboard', path: 'online' },
  ],
  inspirationVideos: [
    { title: 'Cross-sell on the cart page', path: 'gallery' },
    { title: 'Personalized picks on the thank-you page', path: 'gallery' },
    { title: 'Recommendations in your emails', path: 'gallery' },
  ],
  upgradeNow: 'Upgrade Now',
  upsellTitle: 'Grow with a paid plan',
  upsellText: 'Unlock personalized recommendations, growth bots, email recommendations and reports.',
  hidePanel: 'Hide this panel',
  showHidden: (n: number) => `Show ${n} hidden panel${n === 1 ? '' : 's'}`,
  plan: 'Plan',
  trialDays: (n: number) => `${n} trial day${n === 1 ? '' : 's'} left`,
  managePlan: 'Manage plan',
  devStore: 'This is a development store: recommendations work as on a live store, and the plan is not billed.',
  mode: { online: 'Classic recommendations', 'hyper-online': 'Growth bots' } as Record<string, string>,
  createFailed: 'Error creating a new recommendation:',
  noAdditionalInfo: 'No addiitonal information',
} as const;

export const DASHBOARD = {
  onlineTitle: 'Online Store Recommendations',
  emailTitle: 'Email Recommendations',
  add: 'Add',
  status: 'Status',
  filters: { active: 'Active', production: 'Live', deactivated: 'Paused', staging: 'Draft', archived: 'Archived', all: 'All' },
  columns: {
    name: 'Recommendation',
    status: 'Status',
    views: 'Views',
    clicks: 'Clicks',
    ctr: 'Click Through',
    revenue: 'Revenue Impacted',
    direct: 'Direct Click Revenue',
    actions: 'Actions',
  },
  summary: {
    revenue: 'Revenue',
    visits: 'Visits',
    conversions: 'Conversions',
    visitsImpacted: 'Visits Impacted',
    revenueImpacted: 'Revenue Impacted',
    directClickRevenue: 'Direct Click Revenue',
  },
  configure: 'Configure',
  view: 'View',
  archive: 'Archive',
  restore: 'Restore as Draft',
  delete: 'Delete',
  live: 'Live',
  noRecommendations: 'No recommendations match this filter.',
  loadFailed: 'The recommendations could not be loaded.',
  metricsFailed: 'Errors were reported',
  untitled: 'Untitled',
  platformEditor: "Made in the shop platform's editor",
  reviewConfiguration: 'Review Configuration',
  dateRange: 'Date range',
  timeZone: 'Time zone',
  timeZones: { site: 'Site time zone', browser: 'Browser time zone', utc: 'UTC' } as Record<string, string>,
  apply: 'Apply',
  cancel: 'Cancel',
  bucket: { hour: 'by hour', day: 'by day' } as Record<string, string>,
  staffInfo: 'Technical details',
  // Spec 6: the ID, created, qualified name, hyper-block name and data info are staff-only.
  staffFields: { id: 'ID', external: 'External id', created: 'Created', qualifiedName: 'Qualified name', hyperBlock: 'Hyper-block name', data: 'Data info', document: 'Document' },
  readiness: { waiting: 'Waiting for data', ready: 'Ready (going live takes about 20 minutes)', live: 'Live (instant)', unsupported: 'Currently Unavailable' } as Record<string, string>,
  unknown: '—',
  // Spec 9: Go Live takes about 20 minutes when the endpoint is ready but not live yet.
  goingLive: 'Going live: this takes about 20 minutes.',
  underTest: 'Under test',
  underTestHint: 'Hidden by default: it shows only where your A/B test code reveals it.',
  emailOff: 'Email recommendations are not turned on for this site.',
  // One status per row: installed in the theme, published, under test (issue 14).
  theme: {
    label: { installed: 'In theme', 'embed-off': 'Not in theme', 'location-missing': 'Not in theme', unknown: 'Theme unknown', checking: 'Checking…' },
    hint: {
      installed: 'Installed in your theme: its location is on the page and the app embed is on.',
      'embed-off': 'The app embed is off in your theme, so no recommendation shows on your store.',
      'location-missing': 'Location not found in your theme',
      unknown: 'We could not check your theme for this recommendation.',
      checking: 'Checking your theme…',
    },
    todo: {
      'embed-off': 'Turn the app embed on in Settings.',
      'location-missing': 'Choose a location that exists on this page.',
      unknown: 'Open your store to see it, or open the editor to preview it.',
    } as Record<string, string | undefined>,
    openEditor: 'Open the editor',
    openSettings: 'Open Settings',
    liveButHidden: 'It is live but does not show on your store.',
    summary: (parts: string[]) => parts.join(' · '),
  },
} as const;

/** Confirmations of spec 2's row actions. The spec names them, not their words: ours. */
export const CONFIRM = {
  pause: (name: string) => ({ title: 'Pause recommendation?', message: `"${name}" stops showing on your store until you make it live again.`, confirmLabel: 'Pause' }),
  archive: (name: string) => ({ title: 'Archive recommendation?', message: `"${name}" is taken off your store and moved to Archived.`, confirmLabel: 'Archive' }),
  /** `becomes`: the status the row shows after (spec 4: a once-live Draft shows as Paused). */
  restore: (name: string, becomes: RecStatus) => ({ title: 'Restore recommendation?', message: `"${name}" ${REC_MESSAGES.restoredAs(becomes)}`, confirmLabel: 'Restore' }),
  delete: (name: string) => ({ title: 'Delete recommendation?', message: `"${name}" is deleted. This cannot be undone.`, confirmLabel: 'Delete' }),
  deleteStrong: (name: string) => ({
    title: 'Are you absolutely sure?',
    message: `"${name}" has been published or has custom CSS or JavaScript. Deleting it removes it and its code for good. This cannot be undone.`,
    confirmLabel: 'Yes, delete it',
  }),
} as const;

/** The strong 'absolutely sure' confirmation (spec 5; issue 15 for the destructive staff tools). */
export const STRONG_CONFIRM = {
  typeToConfirm: (word: string) => `Type ${word} to confirm`,
  cancel: 'Cancel',
} as const;
