/** Spec 3's enumerations: kinds, statuses, page places, life-cycle stages, form factors. */

export const KINDS = ['online', 'hyper-online', 'email'] as const;
export type RecKind = (typeof KINDS)[number];

/** Spec 2's dashboards: each channel's recommendation kinds (its table, its numbers). */
export const CHANNEL_KINDS = { online: ['online', 'hyper-online'], email: ['email'] } as const satisfies Record<string, readonly RecKind[]>;
export type RecChannel = keyof typeof CHANNEL_KINDS;

/** initial, staging (Draft), production (Live), deactivated (Paused), archived. */
export const STATUSES = ['initial', 'staging', 'production', 'deactivated', 'archived'] as const;
export type RecStatus = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<RecStatus, string> = {
  initial: 'Initial',
  staging: 'Draft',
  production: 'Live',
  deactivated: 'Paused',
  archived: 'Archived',
};

/** Page places; CUSTOM is written CUSTOM~{handle} on a recommendation. */
export const PLACES = ['H', 'CAT', 'PDP', 'MCRT', 'CRT', 'CO', 'CNF', 'ACC', 'SITEWIDE', 'E404', 'CUSTOM', 'NA', 'EMAIL'] as const;
export type Place = (typeof PLACES)[number];

export const PLACE_LABELS: Record<Place, string> = {
  H: 'Home',
  CAT: 'Collection',
  PDP: 'Product',
  MCRT: 'Mini-cart',
  CRT: 'Cart',
  CO: 'Checkout',
  CNF: 'Confirmation',
  ACC: 'Account',
  SITEWIDE: 'Sitewide',
  E404: 'Page not found',
  CUSTOM: 'Custom page',
  NA: 'Other',
  EMAIL: 'Email',
};

/** Discover, explore, buy, engage are shown; evergreen and ongoing are hidden stages. */
export const LIFE_CYCLE_STAGES = ['discover', 'explore', 'buy', 'engage'] as const;
export const HIDDEN_LIFE_CYCLE_STAGES = ['evergreen', 'ongoing'] as const;
export type LifeCycleStage = (typeof LIFE_CYCLE_STAGES)[number] | (typeof HIDDEN_LIFE_CYCLE_STAGES)[number];

export const FORM_FACTORS = ['desktop', 'mobile'] as const;
export type FormFactor = (typeof FORM_FACTORS)[number];

/** The editor field of a recommendation made in the hosted platform's own theme editor. */
export const PLATFORM_EDITOR = 'shopify';

const CUSTOM_PLACE = /^CUSTOM~[a-z0-9][a-z0-9_-]{0,99}$/;

/** The place without a custom page's handle: 'CUSTOM~faq' -> 'CUSTOM'. */
export function basePlace(place: string): Place | undefined {
  if (CUSTOM_PLACE.test(place)) return 'CUSTOM';
  return (PLACES as readonly string[]).includes(place) ? (place as Place) : undefined;
}

export const isKind = (v: unknown): v is RecKind => typeof v === 'string' && (KINDS as readonly string[]).includes(v);
export const isStatus = (v: unknown): v is RecStatus => typeof v === 'string' && (STATUSES as readonly string[]).includes(v);
