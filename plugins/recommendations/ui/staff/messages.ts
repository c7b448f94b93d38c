import { REC_MESSAGES } from '../../model/messages';

/**
 * Strings of the staff screens (spec 2 "Internal staff screens"). The spec's own words come
 * from REC_MESSAGES, shared with the server; the rest are ours, short and in the console's tone.
 */
export const STAFF = {
  internalTitle: 'Internal Only Settings',
  staffOnly: 'Staff only: merchants never see this page.',
  devModeOnlyTitle: 'Dev mode only',
  devModeOnly: 'This page is for Vitrine staff with dev mode on.',

  billingTitle: 'Custom billing plan',
  billingHelp: 'A plan made for this store. Leave the price blank and save to remove the plan.',
  billingPrice: 'Price',
  billingYearly: 'Yearly',
  billingTitleLabel: 'Title',
  /**
   * Two plans, two labels (issue 32 item 9): the custom plan is an offer in the Plans dialog
   * (applet document billing); the plan the store is on is its subscription (GET /api2/plans
   * current), the one Home and Subscription show.
   */
  billingOffered: (title: string, price: string) => `Custom plan offered in Plans: ${title}, ${price}`,
  billingNone: 'No custom plan offered.',
  billingSitePlan: (title: string, price: string) => `The store is on: ${title}, ${price} (as Home and Subscription show)`,
  billingSaved: 'Plan saved',
  planRemoved: REC_MESSAGES.planRemoved,
  valueZeroOrGreater: REC_MESSAGES.valueZeroOrGreater,
  save: 'Save',

  trialTitle: 'Extend trial',
  trialDays: 'Days',
  trialExtend: 'Extend trial',
  trialExtended: (days: number) => `Trial extended: ${days} trial days`,

  cloneTitle: 'Clone recommendations from another site',
  cloneHelp: 'Copies every recommendation of the site below that is not archived into this site, as Drafts with new ids. Nothing goes live.',
  cloneSiteId: 'Site id',
  cloneButton: 'Clone',
  cloneDone: (n: number) => `${n} recommendation${n === 1 ? '' : 's'} cloned`,
  cloneConfirm: (count: number, site: string) => ({
    title: 'Are you absolutely sure?',
    message: `${site} already has ${count} recommendation${count === 1 ? '' : 's'}. The clones are added next to them. This cannot be undone in one step.`,
    confirmLabel: 'Yes, clone',
    word: site,
  }),
  missingSiteId: REC_MESSAGES.cloneMissingSiteId,
  noCurrentSite: REC_MESSAGES.cloneNoCurrentSite,
  sameSite: REC_MESSAGES.cloneSameSite,
  noInstantiations: REC_MESSAGES.cloneNothing,

  resetTitle: 'Site reset',
  resetHelp: 'Clears what this browser keeps for the site: hidden Home panels, the saved Agency grid view and the other local settings of this applet.',
  resetButton: 'Reset site',
  resetConfirm: (site: string) => ({ title: 'Are you absolutely sure?', message: `Everything this browser keeps for ${site} is cleared.`, confirmLabel: 'Yes, reset', word: site }),
  resetDone: (n: number) => `Site reset: ${n} local setting${n === 1 ? '' : 's'} cleared`,

  deprovisionTitle: 'Campaign deprovisioning',
  deprovisionHelp: 'Tears down the live campaigns of this site.',
  deprovisionButton: 'Deprovision campaigns',
  deprovisionConfirm: { title: 'Deprovision campaigns?', message: 'Every live campaign of this site is torn down.', confirmLabel: 'Deprovision' },
  deprovisionOk: REC_MESSAGES.deprovisionNotice,
  deprovisionOkText: (endpoints: string[]) =>
    `Campaigns deprovisioned${endpoints.length ? ` (${endpoints.join(', ')})` : ''}. Wait 30 minutes before enabling campaign provisioning again.`,
  deprovisionFailed: REC_MESSAGES.deprovisionFailed,
  close: 'Close',

  flagsTitle: 'Flags',
  flagSaved: (flag: string, on: boolean) => `${flag} ${on ? 'on' : 'off'}`,
  modernMode: 'HicPlusModernMode',

  logTitle: 'Staff action log',
  logHelp: 'Who did what to this site with these tools, newest first. Kept on the server.',
  logWhen: 'When',
  logWho: 'Who',
  logWhat: 'What',
  logDetail: 'Details',
  logEmpty: 'No staff actions on this site yet.',
  logOlder: 'Show older',
  logFailed: 'The staff action log could not be loaded.',

  statusTitle: 'Provisioning Status',
  awsStatus: 'aws-status',
  dataStatus: 'data-status',
  timestamp: 'Timestamp',
  message: 'Message',
  endpoint: 'Endpoint',
  ready: 'Ready',
  live: 'Live',
  phase: 'Phase',
  refreshing: 'Refreshing every 10 seconds while waiting',
  refresh: 'Refresh',
  yes: 'Yes',
  no: 'No',
  never: '—',
} as const;

/** The site flags of spec 3 that Internal Only Settings toggles; HicPlusModernMode is a choice. */
export const TOGGLE_FLAGS = [
  'HicPlusDisablePoweredByLogo',
  'HicPlusEnableEmail',
  'HicPlusInternalReporting',
  'HicPlusDisableAwsCampaigns',
  'HicPlusEnableEnhancedLocations',
] as const;
export const MODERN_MODES = ['default', 'online', 'hyper-online'] as const;
