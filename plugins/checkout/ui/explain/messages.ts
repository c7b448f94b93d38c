// Every user-facing string of the score explanation (issue 12, part 3): each KPI's points,
// why a KPI weighs nothing, what the median would add, the market's quartiles, peer groups,
// revenue at stake, and how the market is formed. Shared by the components and their tests.
import type { ZeroWeightReason } from '../../score';

const count = (n: number) => n.toLocaleString();

export const EXPLAIN_MESSAGES = {
  title: 'Why your score is what it is',
  intro: (score: string) => `Your Checkout Score of ${score} is the sum of the points each KPI adds below.`,
  unscoredIntro: 'Your store has no Checkout Score yet; the points each KPI would add are below.',
  kpi: 'KPI',
  points: 'Points',
  pointsOf: (points: number, weightPct: number) => `${points} of ${Math.round(weightPct)} points`,
  pointsShort: (points: number, weightPct: number) => `${points} of ${Math.round(weightPct)}`,
  weight: 'Weight',
  yourValue: 'Your store',
  p25: '25th',
  median: 'Median',
  p75: '75th',
  quartiles: 'Market 25th / 50th / 75th percentile',
  atMedian: 'At the market median',
  /** The words: "reaching the market median here would add +N points". */
  gainAtMedian: (points: number) => `Reaching the market median here would add +${points} points`,
  gainShort: (points: number) => `+${points}`,
  atOrAboveMedian: 'At or better than the median',
  revenueAtStake: 'Revenue at stake a month',
  revenueText: (kpi: string, amount: string) =>
    kpi === 'mobileAbandonmentGap'
      ? `Closing the mobile gap to the median is worth about ${amount} a month`
      : `Reaching the median here is worth about ${amount} a month`,
  revenueNote:
    'Estimated from your own last 4 weeks: each checkout the median would complete becomes one order at your average order value. The KPIs overlap: do not add them up.',
  noRevenue: 'No direct revenue estimate: this KPI changes how shoppers check out, not how many do.',
  lowerIsBetter: 'Lower is better',
  higherIsBetter: 'Higher is better',
  zeroWeight: {
    marketTooSmall: 'Weight 0: the market for this KPI is too small to be shown to you (market too small).',
    noMarket: 'Weight 0: too few shops in the market have enough data for this KPI.',
    noValue: 'Weight 0: your store has no value for this KPI in the last 4 weeks.',
    tooFewEvents: 'Weight 0: your store has fewer than 50 of the events this KPI is measured on (carts, orders or checkouts) in the last 4 weeks.',
  } satisfies Record<ZeroWeightReason, string>,
  /** The engine's choices, decided with the spec in hand and stated beside the numbers. */
  howTitle: 'How the score is computed',
  howSubScore:
    'Each KPI scores 50 at the market median and 25 points per standard deviation away from it (better: up, worse: down), between 0 and 100. The centre is the median, so a few extreme shops cannot move it; the spread is the weighted standard deviation, the spec’s one measure of spread.',
  howRounding: (slack: number) =>
    `Each KPI’s points are rounded before they are added, as the spec defines the score: the total can differ from rounding the exact sum by up to ${slack} points.`,
  howBars:
    'Only shops with at least 1,000 visits, 100 carts and 100 orders in the last 4 weeks shape the market. Every store is scored against it, including stores below those bars; a total is shown from 100 orders on.',
  /** How the market is formed and how many shops it holds (the issue asks the UI to say so). */
  marketTitle: 'The market',
  marketText: (shops: number, withData: number) =>
    `${count(shops)} shops made the bar (at least 1,000 visits, 100 carts and 100 orders in the last 4 weeks) from ${count(withData)} with data. Your own sites and the demo store are not counted as other shops; shops more than 3 standard deviations from the average of a KPI are left out of that KPI.`,
  marketMinShops: (minShops: number) => `A market figure is shown only when at least ${minShops} other shops make it up.`,
  compareWith: 'Compare with',
  wholeMarket: 'Whole market',
  peerKinds: { industry: 'Industry', size: 'Size', region: 'Region' } as Record<string, string>,
  peerOption: (kind: string, label: string, shops: number | null) =>
    shops === null ? `${kind}: ${label} (market too small)` : `${kind}: ${label} (${count(shops)} shops)`,
  peerUnknown: (kind: string) => `${kind}: not known for your store`,
  wholeOption: (shops: number) => `Whole market (${count(shops)} shops)`,
  peerTooSmall: 'market too small',
  /** Shown while a peer group is picked: what changes with it and what does not. */
  peerNote: (group: string) =>
    `Quartiles and revenue at stake compare you with ${group}. Your score, its points and what the median would add stay against the whole market, as the score is defined.`,
  industries: {
    apparel: 'Apparel',
    home: 'Home',
    beauty: 'Beauty',
    sports: 'Sports',
    outdoor: 'Outdoor',
    food: 'Food',
    electronics: 'Electronics',
    toys: 'Toys',
    jewelry: 'Jewelry',
    books: 'Books',
  } as Record<string, string>,
  sizes: { small: 'Under 5,000 visits', medium: '5,000 to 20,000 visits', large: '20,000+ visits' } as Record<string, string>,
  regions: { northAmerica: 'North America', europe: 'Europe', asiaPacific: 'Asia-Pacific', other: 'Other regions' } as Record<string, string>,
} as const;

/** A peer group's key as a merchant reads it. */
export function peerKeyLabel(kind: string, key: string): string {
  const names = kind === 'industry' ? EXPLAIN_MESSAGES.industries : kind === 'size' ? EXPLAIN_MESSAGES.sizes : EXPLAIN_MESSAGES.regions;
  return names[key] ?? key;
}
