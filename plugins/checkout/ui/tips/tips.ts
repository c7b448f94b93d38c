// The fixed tips list (spec §2: "one app tip and one blog article").

export type TipType = 'detect' | 'fix' | 'learn';

export interface Tip {
  id: string;
  type: TipType;
  title: string;
  text: string;
  /** KPIs the tip helps with (KPI definition names). */
  kpis: readonly string[];
  linkLabel: string;
  href: string;
}

export const TIP_TYPES: readonly TipType[] = ['detect', 'fix', 'learn'];

export const TIPS: readonly Tip[] = [
  {
    id: 'express-checkout-app',
    type: 'fix',
    title: 'Offer express checkout with Shop Pay, Apple Pay and Google Pay',
    text: 'Shoppers who can pay in one tap skip the address and card forms, which matters most on phones. Turn on the accelerated checkout buttons of your payment app and show them on the cart page and in the cart drawer, not only in checkout.',
    kpis: ['acceleratedCheckoutRate', 'mobileAbandonmentGap', 'checkoutConversionRate'],
    linkLabel: 'Open the payment app',
    href: 'https://apps.shopify.com/shop-pay',
  },
  {
    id: 'cart-abandonment-article',
    type: 'learn',
    title: 'Why shoppers abandon their carts, and 10 checkout fixes that win them back',
    text: 'Unexpected shipping costs, forced account creation and long forms are the most common reasons shoppers leave. The article shows how to spot each one in your insights and what to change first.',
    kpis: ['car', 'checkoutEngagementRate'],
    linkLabel: 'Read the article',
    href: 'https://help.vitrine.io/blog/reduce-cart-abandonment',
  },
];
