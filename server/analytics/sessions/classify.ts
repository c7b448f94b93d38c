// How a live visit's landing is named in the contract's terms (CONTRACT.md §1 sessions): its
// page classes from the storefront's page places, and its attribution channel and source from
// the landing URL's UTM parameters, else the referrer's host, with the channels and source
// names the seeded history uses (store/seed/sql.ts CHANNELS).

export type Channel = 'affiliates' | 'direct' | 'display' | 'email' | 'organic search' | 'paid search' | 'referral' | 'social';

export interface Attribution {
  channel: Channel;
  source: string | null;
}

/** Arrival classes of the contract; exits add the checkout steps. */
export type PageClass = 'account' | 'cart' | 'category' | 'checkout' | 'content' | 'home' | 'pdp' | 'search';

const PLACE_CLASSES: Record<string, PageClass> = {
  H: 'home',
  CAT: 'category',
  PDP: 'pdp',
  CRT: 'cart',
  MCRT: 'cart',
  CO: 'checkout',
  // The thank-you page is the checkout's last step (an exit there is 'checkout-confirm').
  CNF: 'checkout',
  ACC: 'account',
};

/** The page class of a storefront place; the search page is place NA at /search. */
export function pageClass(place: string, path: string): PageClass {
  const known = PLACE_CLASSES[place];
  if (known) return known;
  if (place === 'NA' && (path === '/search' || path.startsWith('/search/'))) return 'search';
  // Custom pages (CUSTOM~handle), the 404 page and anything unplaced.
  return 'content';
}

/** Sources by what they are, with the aliases UTM tags use for them. */
const SEARCH = new Map([['google', 'google'], ['bing', 'bing'], ['duckduckgo', 'duckduckgo'], ['yahoo', 'yahoo'], ['ecosia', 'ecosia'], ['baidu', 'baidu'], ['yandex', 'yandex']]);
const SOCIAL = new Map([
  ['facebook', 'facebook'], ['fb', 'facebook'], ['instagram', 'instagram'], ['ig', 'instagram'], ['tiktok', 'tiktok'], ['pinterest', 'pinterest'],
  ['twitter', 'twitter'], ['x', 'twitter'], ['t', 'twitter'], ['linkedin', 'linkedin'], ['lnkd', 'linkedin'], ['snapchat', 'snapchat'],
]);
const EMAIL = new Set(['klaviyo', 'newsletter', 'mailchimp', 'omnisend', 'email']);
const AFFILIATES = new Set(['rakuten', 'awin', 'impact', 'cj', 'shareasale']);
const DISPLAY = new Set(['criteo', 'doubleclick', 'taboola', 'outbrain']);
const WEBMAIL = new Set(['mail.google.com', 'outlook.live.com', 'mail.yahoo.com']);

const MEDIUMS: Array<[RegExp, Channel]> = [
  [/^(cpc|ppc|paid[-_ ]?search|sem)$/, 'paid search'],
  [/^(e-?mail|newsletter)$/, 'email'],
  [/^(social|social[-_ ]?media|sm|paid[-_ ]?social|social[-_ ]?paid)$/, 'social'],
  [/^(display|banner|cpm|retargeting)$/, 'display'],
  [/^(affiliates?|partner)$/, 'affiliates'],
  [/^referral$/, 'referral'],
  [/^organic$/, 'organic search'],
];

const clean = (text: string | null | undefined) => (text ?? '').trim().toLowerCase().slice(0, 100);

/** The source name of a known source, else the name as written. */
const sourceName = (source: string) => SEARCH.get(source) ?? SOCIAL.get(source) ?? source;

/** A channel from a source alone (no medium): what kind of site it is. */
function channelOfSource(source: string): Channel {
  if (SEARCH.has(source)) return 'organic search';
  if (SOCIAL.has(source)) return 'social';
  if (EMAIL.has(source)) return 'email';
  if (AFFILIATES.has(source)) return 'affiliates';
  if (DISPLAY.has(source)) return 'display';
  return 'referral';
}

/** The name of a host without its www./m./l. prefix and its public suffix: `www.google.co.uk` → `google`. */
export function hostName(host: string): string {
  const labels = host.toLowerCase().replace(/^(www|m|l|lm|mobile)\./, '').split('.').filter(Boolean);
  if (labels.length <= 1) return labels[0] ?? '';
  // A two-letter country suffix after a short generic label (co.uk, com.au) is one suffix.
  const last = labels[labels.length - 1];
  const second = labels[labels.length - 2];
  const doubleSuffix = last.length === 2 && labels.length >= 3 && ['co', 'com', 'org', 'net', 'ac', 'gov', 'ne', 'or'].includes(second);
  return labels[labels.length - (doubleSuffix ? 3 : 2)];
}

function referrerHost(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null;
  } catch {
    return null;
  }
}

/**
 * The landing's channel and source. UTM first (a medium names the channel; a source alone is
 * classed by what it is), then the referrer's host; no referrer (or one the tag left out: the
 * shop's own pages) is direct.
 */
export function attribution(landing: { referrer: string | null; utmSource: string | null; utmMedium: string | null }): Attribution {
  const utmSource = clean(landing.utmSource);
  const medium = clean(landing.utmMedium);
  if (utmSource || medium) {
    const source = utmSource ? sourceName(utmSource) : null;
    const byMedium = MEDIUMS.find(([pattern]) => pattern.test(medium))?.[1];
    // Paid traffic from a social network is social, as the seeded history counts it.
    if (byMedium === 'paid search' && source && SOCIAL.has(utmSource)) return { channel: 'social', source };
    if (byMedium) return { channel: byMedium, source };
    if (source) return { channel: channelOfSource(utmSource), source };
  }
  const host = landing.referrer ? referrerHost(landing.referrer) : null;
  if (!host) return { channel: 'direct', source: null };
  if (WEBMAIL.has(host)) return { channel: 'email', source: hostName(host) };
  const name = hostName(host);
  if (SEARCH.has(name)) return { channel: 'organic search', source: SEARCH.get(name)! };
  if (SOCIAL.has(name) || host === 't.co') return { channel: 'social', source: SOCIAL.get(name) ?? 'twitter' };
  return { channel: channelOfSource(name), source: name || null };
}
