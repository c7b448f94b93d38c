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
} as const;
