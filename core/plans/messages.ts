// User-facing strings of the Plans dialog; the spec's wording is copied exactly (sections 2, 6, 8).
export const PLANS_MESSAGES = {
  title: 'Plans',
  pick: 'Pick',
  currentPlan: 'Current plan',
  free: 'Free',
  perMonth: '/ month',
  perYear: '/ year',
  monthlyViews: (views: string) => `${views} monthly views`,
  overage: (label: string) => `Overage: ${label}`,
  noOverage: 'No overage charges',
  loading: 'Loading plans',
  loadFailed: 'The plans could not be loaded.',
  retry: 'Try Again',
  close: 'Close',
  noPlans: 'No plans are offered for this site.',
  changeFailed: 'The plan could not be changed.',
  // Spec 6: the server refuses plan changes with this text when blockModify is set.
  blockModify: 'Warning - Production Merchant on non-production platform - Operations are disabled',
  temporaryProblem: 'This may be temporary problem such as a network issue. Please try again later.',
  redirecting: 'Taking you to the shop platform to confirm…',
  // Every change asks first, naming both plans and prices (a Pick on a cheaper plan is a
  // downgrade at once), and says afterwards what happened.
  confirmTitle: 'Change plan?',
  confirmChange: (from: string, to: string) => `Change your plan from ${from} to ${to}?`,
  confirmFree: 'The change takes effect at once.',
  confirmPaid: 'You will confirm the charge on the shop platform.',
  confirmButton: 'Change plan',
  cancel: 'Cancel',
  planWithPrice: (title: string, price: string) => `${title} (${price})`,
  changed: (title: string) => `Your plan is now ${title}.`,
  // Back from the shop platform without the charge approved (declined, or the tab left early).
  notChanged: (asked: string, current: string) => `Your plan is still ${current}: the change to ${asked} was not approved on the shop platform.`,
  billingOutsidePlatform: (platform: string) =>
    `Billing for this site is handled outside the shop platform${platform ? ` (the site runs on ${platform})` : ''}. Contact support to change your plan.`,
} as const;
