// Every user-facing string of the checkout-step funnel report (issue 12, part 3). The period
// labels are the spec's (§9 Date ranges), the rest ours.
import type { FunnelStep } from './funnel';

export const FUNNEL_MESSAGES = {
  title: 'Checkout Funnel',
  intro: 'Where shoppers leave your checkout, step by step.',
  definition:
    'A session counts as reaching a step when it left the checkout on that step or a later one; sessions that left the checkout for another page of the store are not in the funnel.',
  period: 'Period',
  device: 'Device',
  periods: { l7d: 'Last 7 Days', l2w: 'Last 2 Weeks', l4w: 'Last 4 Weeks' } as Record<string, string>,
  allDevices: 'All devices',
  devices: { desktop: 'Desktop', phone: 'Phone', tablet: 'Tablet' } as Record<string, string>,
  steps: {
    checkout: 'Checkout start',
    'checkout-login': 'Login',
    'checkout-shipping': 'Shipping',
    'checkout-billing': 'Billing',
    'checkout-payment': 'Payment',
    'checkout-review': 'Review',
    'checkout-confirm': 'Order confirmed',
  } satisfies Record<FunnelStep, string>,
  step: 'Step',
  sessions: 'Sessions',
  shareOfStart: 'Of checkouts',
  continued: 'Continued',
  left: 'Left here',
  previous: 'Previous period',
  change: 'Change',
  biggestDropOff: (step: string, left: string, share: string) => `Most shoppers leave at ${step}: ${left} sessions (${share} of those who got there).`,
  loading: 'Loading the funnel…',
  /** Spec §8's empty result. */
  noData: "We don't have data for this period of time, try another date range",
} as const;
