// The Checkout Score service's public surface for the server (CONTRACT.md §5).
export { checkoutScorePart, type CheckoutScorePartOptions } from './part';
export type { CheckoutScoreDeps } from './service';
export type { SiteInfo } from './distribution';
export type { DateRange } from './periods';
export { scoreMarketBench } from './bench';
