// The SQL that generates seeded sessions: a table of (site, hour, session count) from range(),
// then INSERT … SELECT with every "random" choice taken from DuckDB's hash() of (site, hour,
// session number). Nothing depends on the clock or on row order, so the same anchor and hours
// give the same rows, and hours generated later (the top-up) continue the same series.
// (hash() is DuckDB's own: the same for a given DuckDB version, which package-lock pins.)
import { SESSION_COLUMN_NAMES } from '../schema';
import { placeCountry, weightedPlaceList } from './cities';
import type { AnalyticsSeedSite } from './sites';

/** Sessions per weekday, Sunday first (mean 1): shoppers browse more early in the week. */
export const WEEKDAY_SHAPE = [1.08, 1.06, 1.02, 0.98, 0.96, 0.93, 0.97];
/** Sessions per local hour: quiet nights, a lunch bump, an evening peak (scaled to mean 1). */
const HOUR_SHAPE_RAW = [
  0.35, 0.22, 0.15, 0.12, 0.12, 0.18, 0.35, 0.6, 0.85, 1.0, 1.08, 1.15, 1.25, 1.2, 1.12, 1.1, 1.12, 1.2, 1.35, 1.55, 1.65, 1.55, 1.2, 0.7,
];
export const HOUR_SHAPE = HOUR_SHAPE_RAW.map((x) => (x * 24) / HOUR_SHAPE_RAW.reduce((sum, y) => sum + y, 0));
/** Growth: a day d days before the anchor has exp(DAILY_GROWTH × d) of today's traffic. */
export const DAILY_GROWTH = 0.0033;
/** The trend ramp (see SiteProfile.trend) spans this many days before the anchor. */
export const TREND_DAYS = 56;

export const CHANNELS = ['organic search', 'direct', 'paid search', 'social', 'email', 'referral', 'display', 'affiliates'] as const;
const CHANNEL_SHARES = [0.3, 0.22, 0.14, 0.11, 0.09, 0.07, 0.04, 0.03];
/** How much more (or less) likely a visit from each channel is to create a cart. */
const CHANNEL_CART_LIFT = [1.0, 1.2, 1.1, 0.7, 1.4, 0.9, 0.6, 1.1];
const FORM_FACTOR_CART_LIFT = { phone: 0.9, tablet: 1.0, desktop: 1.15 };
const RETURNING_CART_LIFT = 1.3;
const NEW_CART_LIFT = 0.85;

export const EXPERIENCES = [
  'Recommendations.Homepage Hero',
  'Recommendations.Cart Cross-sell',
  'Checkout.Trust Badges',
  'Checkout.Express Pay First',
  'Promotions.Free Shipping Threshold',
  'Search.Autocomplete Products',
];

/** Share of a site's sessions in an experience; a third of those are baseline (control). */
const EXPERIENCE_SHARE = 0.3;

/** A seeded returning visitor comes back about this often. */
const RETURN_INTERVAL_DAYS = 10;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const list = (items: readonly (string | number)[]) => `[${items.map((i) => (typeof i === 'number' ? String(i) : quote(i))).join(', ')}]`;
const num = (x: number) => (Number.isFinite(x) ? String(Math.round(x * 1e6) / 1e6) : '0');

/** Draws are 16-bit integers (0-65535): shares become integer cut-offs, cheap to compare. */
const DRAW = 65536;
const cut = (share: number) => Math.round(share * DRAW);

/** CASE picking labels by cumulative shares of one 16-bit draw column. */
function pick(draw: string, labels: readonly string[], shares: readonly number[]) {
  let acc = 0;
  const whens = labels.slice(0, -1).map((label, i) => {
    acc += shares[i];
    return `WHEN ${draw} < ${cut(acc)} THEN ${quote(label)}`;
  });
  return `CASE ${whens.join(' ')} ELSE ${quote(labels[labels.length - 1])} END`;
}

/** Page views beyond the first: a geometric-like tail (mean ≈ 3), as 256 quantiles. */
const EXTRA_PAGE_VIEWS = Array.from({ length: 256 }, (_, k) => Math.floor(-Math.log(1 - (k + 0.5) / 256) * 3.2));

/** Mean cart lift over a site's mixes, so the average cart rate stays the profile's. */
function cartLiftMean(site: AnalyticsSeedSite): number {
  const { phoneShare, tabletShare, newShare } = site.profile;
  const ff = phoneShare * FORM_FACTOR_CART_LIFT.phone + tabletShare * FORM_FACTOR_CART_LIFT.tablet + (1 - phoneShare - tabletShare) * FORM_FACTOR_CART_LIFT.desktop;
  const nr = newShare * NEW_CART_LIFT + (1 - newShare) * RETURNING_CART_LIFT;
  const ch = CHANNEL_SHARES.reduce((sum, share, i) => sum + share * CHANNEL_CART_LIFT[i], 0);
  return ff * nr * ch;
}

/** A stable integer key per site for hash() (cheaper to hash than the 24-hex id). */
export const siteKey = (siteId: string) => parseInt(siteId.slice(0, 12), 16);

const PROFILE_COLUMNS = [
  'site_id', 'site_key', 'start_hour', 'daily', 'p_cart', 'p_reach', 'p_conv', 'p_acc', 'p_eng', 'gap',
  't_vis', 't_cart', 't_conv', 't_acc', 't_eng', 'tz', 'phone_cut', 'tablet_cut', 'new_cut', 'qa_cut',
  'home_cut', 'price_skew', 'cart_norm', 'home_from', 'home_count',
];

/**
 * Every country's weighted places after the global mix, in one list: a site's home places
 * are a slice of it (from, count). One constant list indexed per session is far cheaper
 * than a list value carried on every session row.
 */
function placeTable() {
  const global = weightedPlaceList();
  const all = [...global];
  const slices = new Map<string, { from: number; count: number }>();
  for (const country of new Set(global.map(placeCountry))) {
    const places = weightedPlaceList(country);
    slices.set(country, { from: all.length + 1, count: places.length });
    all.push(...places);
  }
  return { all, countries: all.map(placeCountry), globalCount: global.length, slices };
}

function profileRow(site: AnalyticsSeedSite, daysCap: number, places: ReturnType<typeof placeTable>): string {
  const p = site.profile;
  const home = places.slices.get(site.country) ?? { from: 1, count: places.globalCount };
  const days = Math.min(site.firstValidatedDaysAgo ?? 0, daysCap);
  return `(${[
    quote(site.siteId),
    String(siteKey(site.siteId)),
    String(-days * 24),
    num(p.dailyVisits),
    num(p.cartRate),
    num(p.reachRate),
    num(p.conversionRate),
    num(p.acceleratedRate),
    num(p.engagementRate),
    num(p.mobileGap),
    num(p.trend.visits),
    num(p.trend.cart),
    num(p.trend.conversion),
    num(p.trend.accelerated),
    num(p.trend.engagement),
    String(site.utcOffsetHours),
    String(cut(p.phoneShare)),
    String(cut(p.phoneShare + p.tabletShare)),
    String(cut(p.newShare)),
    String(cut(p.qaShare)),
    String(cut(p.homeShare)),
    num(p.priceSkew),
    num(cartLiftMean(site)),
    String(home.from),
    String(home.count),
  ].join(', ')})`;
}

/** Sites that get sessions: a validated tag, some days of it, some traffic. */
const withData = (sites: readonly AnalyticsSeedSite[]) =>
  sites.filter((s) => s.firstValidatedDaysAgo !== null && s.firstValidatedDaysAgo > 0 && s.profile.dailyVisits > 0);

export const SEED_HOURS_TABLE = 'seed_hours';

/**
 * Step 1 of 2: CREATE OR REPLACE TEMP TABLE seed_hours, one row per (site, hour) with the
 * hour's session count `n`, for the hours [$2, $3) counted from the anchor ($1, a midnight
 * UTC TIMESTAMP: hour 0 starts at it, negative hours lie before it), volume × $4 (scale),
 * keeping only the hours h with h mod $5 = $6: several connections can each generate one
 * part at the same time (DuckDB runs a statement fed by a few hundred rows on one thread).
 * Temp tables belong to their connection: run both steps on the same one.
 */
export function seedHoursSql(sites: readonly AnalyticsSeedSite[], daysCap: number): string {
  const places = placeTable();
  const rows = withData(sites).map((s) => profileRow(s, daysCap, places));
  // No site with data: an empty table of the same shape keeps step 2 valid.
  const profiles = rows.length ? `VALUES\n  ${rows.join(',\n  ')}` : `SELECT ${PROFILE_COLUMNS.map(() => 'NULL').join(', ')} WHERE false`;
  const trend = (column: string) => `(1 + ${column} * tpos)`;
  return `
CREATE OR REPLACE TEMP TABLE ${SEED_HOURS_TABLE} AS
WITH profiles(${PROFILE_COLUMNS.join(', ')}) AS (${profiles}),
hours AS (
  SELECT p.*, unnest(range(greatest(p.start_hour, $2::BIGINT), $3::BIGINT)) AS hour_ix
  FROM profiles p
  WHERE p.start_hour < $3::BIGINT
),
shaped AS (
  SELECT *,
    $1::TIMESTAMP + to_hours(hour_ix) AS hour_ts,
    -- -1 eight weeks (and more) before the anchor, 0 four weeks before, +1 from the anchor on.
    greatest(-1.0, least(1.0, (hour_ix / 24.0 + ${TREND_DAYS / 2}) / ${TREND_DAYS / 2})) AS tpos,
    hash(site_key, floor(hour_ix / 24.0)::BIGINT, 1) AS h_day,
    hash(site_key, hour_ix, 2) AS h_hour
  FROM hours
  -- DuckDB's % keeps the dividend's sign: shift negative hours into 0..$5-1.
  WHERE ((hour_ix % $5::BIGINT) + $5::BIGINT) % $5::BIGINT = $6::BIGINT
)
SELECT * EXCLUDE (h_day, h_hour),
  floor(
    daily * $4::DOUBLE / 24.0
    * ${list(WEEKDAY_SHAPE)}[dayofweek(hour_ts) + 1]
    * ${list(HOUR_SHAPE)}[((hour(hour_ts) + tz + 48) % 24) + 1]
    * exp(${DAILY_GROWTH} * least(hour_ix / 24.0, 0))
    * ${trend('t_vis')}
    * (0.85 + 0.3 * (h_day & 65535) / ${DRAW}.0)
    * (0.9 + 0.2 * (h_hour & 65535) / ${DRAW}.0)
    + ((h_hour >> 16) & 65535) / ${DRAW}.0
  )::INTEGER AS n,
  -- Rates at this hour, trend applied; capped below 1 so no funnel step is certain.
  least(0.95, p_cart * ${trend('t_cart')} / cart_norm) AS r_cart,
  least(0.95, p_acc * ${trend('t_acc')}) AS r_acc,
  least(0.98, p_conv * ${trend('t_conv')}) AS r_conv,
  least(0.98, p_eng * ${trend('t_eng')}) AS r_eng
FROM shaped`;
}

/**
 * Step 2 of 2: INSERT INTO sessions, n sessions per row of seed_hours. Each session's
 * choices come from five chained hashes of (site, hour, session number), split into
 * 16-bit draws d_*; every dimension uses its own draw so they stay independent.
 */
export function sessionsFromHoursSql(): string {
  const places = placeTable();
  const pages = ['home', 'pdp', 'category', 'content', 'search', 'cart', 'account', 'checkout'];
  const pageShares = [0.3, 0.28, 0.2, 0.08, 0.06, 0.03, 0.03, 0.02];
  const channelIx = (() => {
    let acc = 0;
    const whens = CHANNEL_SHARES.slice(0, -1).map((share, i) => `WHEN d_channel < ${cut((acc += share))} THEN ${i + 1}`);
    return `CASE ${whens.join(' ')} ELSE ${CHANNEL_SHARES.length} END`;
  })();
  const bits = (hash: string, k: 0 | 1 | 2 | 3) => `((${hash} >> ${16 * k}) & 65535)::INTEGER`;
  return `
INSERT INTO sessions (${SESSION_COLUMN_NAMES.join(', ')})
WITH drawn AS (
  SELECT site_id, site_key, hour_ts, hour_ix, i, daily, gap, p_reach, phone_cut, tablet_cut, new_cut, qa_cut, home_cut, home_from, home_count,
    price_skew, r_cart, r_acc, r_conv, r_eng, h1, h4, h5,
    ${bits('h1', 0)} AS d_ff, ${bits('h1', 1)} AS d_new, ${bits('h1', 2)} AS d_channel, ${bits('h1', 3)} AS d_source,
    ${bits('h2', 0)} AS d_arrival, ${bits('h2', 1)} AS d_exit, ${bits('h2', 2)} AS d_home, ${bits('h2', 3)} AS d_place,
    ${bits('h3', 0)} AS d_cart, ${bits('h3', 1)} AS d_reach, ${bits('h3', 2)} AS d_acc, ${bits('h3', 3)} AS d_eng,
    ${bits('h4', 0)} AS d_conv, ${bits('h4', 1)} AS d_basket, ${bits('h4', 2)} AS d_revenue, ${bits('h4', 3)} AS d_pages,
    ${bits('h5', 0)} AS d_qa, ${bits('h5', 1)} AS d_exp, ${bits('h5', 3)} AS d_pay
  FROM (
    SELECT *, hash(h1) AS h2, hash(h2) AS h3, hash(h3) AS h4, hash(h4) AS h5
    FROM (SELECT *, hash(site_key, hour_ix, i) AS h1 FROM (SELECT *, unnest(range(n)) AS i FROM ${SEED_HOURS_TABLE} WHERE n > 0))
  )
),
dims AS (
  SELECT *,
    CASE WHEN d_ff < phone_cut THEN 'phone' WHEN d_ff < tablet_cut THEN 'tablet' ELSE 'desktop' END AS form_factor,
    d_new < new_cut AS is_new,
    ${channelIx} AS channel_ix,
    CASE WHEN d_home < home_cut THEN home_from + (d_place * home_count) // ${DRAW} ELSE 1 + (d_place * ${places.globalCount}) // ${DRAW} END AS place_ix
  FROM drawn
),
funnel AS (
  SELECT *,
    d_cart < ${DRAW} * r_cart
      * CASE form_factor WHEN 'phone' THEN ${FORM_FACTOR_CART_LIFT.phone} WHEN 'tablet' THEN ${FORM_FACTOR_CART_LIFT.tablet} ELSE ${FORM_FACTOR_CART_LIFT.desktop} END
      * CASE WHEN is_new THEN ${NEW_CART_LIFT} ELSE ${RETURNING_CART_LIFT} END
      * ${list(CHANNEL_CART_LIFT)}[channel_ix] AS carted,
    d_reach < ${DRAW} * least(0.98, p_reach * CASE form_factor WHEN 'phone' THEN 1 - gap WHEN 'tablet' THEN 1 - 0.3 * gap ELSE 1 + gap / 2 END) AS reach_draw_ok,
    d_acc < ${DRAW} * r_acc AS acc_draw_ok
  FROM dims
),
checkout AS (
  SELECT *, carted AND reach_draw_ok AS reached, carted AND reach_draw_ok AND acc_draw_ok AS accelerated
  FROM funnel
),
ordered AS (
  SELECT *,
    -- Accelerated checkouts convert better: fewer fields to fill in.
    reached AND d_conv < ${DRAW} * least(0.98, r_conv * CASE WHEN accelerated THEN 1.15 ELSE 1 END) AS converted,
    -- Skewed 20-400: 20 × 20^(draw^skew). Only carts need one (CASE skips the rest).
    CASE WHEN carted THEN round(20 * exp(${Math.log(20)} * pow(d_basket / ${DRAW}.0, price_skew)), 2) END AS basket
  FROM checkout
)
SELECT
  site_id,
  -- Within its hour, always: top-ups generate whole hours and must not overlap.
  hour_ts + to_microseconds(((h5 >> 20) % 3600000000)::BIGINT) AS arrival_time_utc,
  form_factor,
  CASE WHEN is_new THEN 'new' ELSE 'returning' END AS new_or_returning,
  ${list([...CHANNELS])}[channel_ix] AS attribution_channel,
  CASE channel_ix
    WHEN 1 THEN ${pick('d_source', ['google', 'bing', 'duckduckgo'], [0.86, 0.09, 0.05])}
    WHEN 2 THEN NULL
    WHEN 3 THEN ${pick('d_source', ['google', 'bing'], [0.8, 0.2])}
    WHEN 4 THEN ${pick('d_source', ['facebook', 'instagram', 'tiktok', 'pinterest'], [0.4, 0.35, 0.15, 0.1])}
    WHEN 5 THEN ${pick('d_source', ['klaviyo', 'newsletter'], [0.55, 0.45])}
    WHEN 6 THEN ${pick('d_source', ['reddit', 'youtube', 'trustpilot'], [0.45, 0.35, 0.2])}
    WHEN 7 THEN ${pick('d_source', ['google', 'criteo'], [0.6, 0.4])}
    ELSE ${pick('d_source', ['rakuten', 'awin'], [0.5, 0.5])}
  END AS attribution_source,
  ${pick('d_arrival', pages, pageShares)} AS arrival_page_class,
  CASE
    WHEN converted THEN 'checkout-confirm'
    WHEN reached THEN ${pick('d_exit', ['checkout', 'checkout-login', 'checkout-shipping', 'checkout-billing', 'checkout-payment', 'checkout-review'], [0.25, 0.1, 0.25, 0.1, 0.2, 0.1])}
    WHEN carted THEN ${pick('d_exit', ['cart', 'pdp', 'category'], [0.6, 0.25, 0.15])}
    -- A third leave on the page they arrived on; the rest browse on first.
    WHEN d_exit < ${cut(0.35)} THEN ${pick('d_arrival', pages, pageShares)}
    ELSE ${pick(`(d_exit * 7) % ${DRAW}`, ['pdp', 'category', 'home', 'search', 'content', 'account'], [0.45, 0.22, 0.12, 0.1, 0.07, 0.04])}
  END AS exit_page_class,
  ${list(places.countries)}[place_ix] AS country,
  ${list(places.all)}[place_ix] AS city,
  (1 + ${list(EXTRA_PAGE_VIEWS)}[1 + (d_pages >> 8)] + CASE WHEN carted THEN 2 ELSE 0 END + CASE WHEN reached THEN 2 ELSE 0 END + CASE WHEN converted THEN 1 ELSE 0 END)::INTEGER AS page_views,
  basket AS cart_value,
  CASE
    WHEN NOT converted THEN NULL
    WHEN accelerated THEN ${pick('d_pay', ['shop pay', 'apple pay', 'google pay', 'paypal'], [0.45, 0.3, 0.15, 0.1])}
    ELSE ${pick('d_pay', ['credit card', 'paypal', 'gift card'], [0.72, 0.2, 0.08])}
  END AS trans_payment_type,
  d_qa < qa_cut AS is_qa,
  -- ${EXPERIENCE_SHARE * 100} % of sessions are in one of the site's three experiences; a third of those are its baseline.
  d_exp < ${cut(EXPERIENCE_SHARE)} AND d_exp % 3 = 0 AS is_baseline,
  CASE WHEN d_exp < ${cut(EXPERIENCE_SHARE)} THEN ${list(EXPERIENCES)}[1 + (site_key + (d_exp // 3) % 3) % ${EXPERIENCES.length}] END AS experience_qualified_name,
  carted,
  reached AS reached_checkout,
  -- Every order went through one of the two checkouts.
  reached AND (d_eng < ${DRAW} * r_eng OR (converted AND NOT accelerated)) AS regular_checkout,
  accelerated AS accelerated_checkout,
  converted,
  CASE WHEN converted THEN round(basket * (0.92 + 0.16 * d_revenue / ${DRAW}.0), 2) ELSE 0 END AS revenue,
  -- Synthetic visitors: a new visit is a visitor of its own; a returning one is drawn from the
  -- site's pool of returning visitors, sized so each comes back about every
  -- ${RETURN_INTERVAL_DAYS} days (per-visitor statistics need visitors seen more than once).
  'sv' || site_key || '-' || CASE
    WHEN is_new THEN hour_ix || '.' || i
    ELSE 'r' || ((h4 >> 32) % greatest(1, ceil(daily * ${RETURN_INTERVAL_DAYS} * (${DRAW} - new_cut) / ${DRAW}.0))::UBIGINT)
  END AS visitor_id,
  -- Only live rows have a tag session (the seed's top-up tells them apart by it).
  NULL AS session_id
FROM ordered`;
}
