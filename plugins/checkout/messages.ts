/** The placeholder's strings, until the checkout analytics issue replaces the pages. */
export const CHECKOUT_MESSAGES = {
  title: 'Checkout Analytics',
  beingBuilt: 'Checkout analytics is being built',
  arrivesWith: (page: string) =>
    `The ${page} page arrives with the checkout analytics issue (spec: checkout-analytics.md). Until then this placeholder shows that the applet runs in the console.`,
  currentSite: 'Current site',
} as const;
