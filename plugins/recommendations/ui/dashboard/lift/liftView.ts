// What the lift panel says, from the API's answer: pure, so the words and numbers a merchant
// reads are unit-tested without a browser. Only numbers the statistics gave are shown; a
// withheld lift (no verdict) is a dash, never a zero.
import { LIFT_METRICS, type LiftAnswer, type LiftMetric, type LiftMetricName, type LiftTest, type LiftVerdict } from '../../../model/lift';
import { count, money, percent } from '../format';
import { LIFT } from './messages';

export type Tone = 'success' | 'danger' | 'warning' | 'none';

export interface LiftTile {
  metric: LiftMetricName;
  label: string;
  /** The lift as a signed percentage, '—' without a verdict. */
  lift: string;
  /** The always-valid 95 % range in words. */
  interval: string;
  withRecs: string;
  holdout: string;
  verdict: string;
  tone: Tone;
}

export type LiftView =
  | { kind: 'off' }
  | { kind: 'empty' }
  | { kind: 'test'; headline: string; tone: Tone; srmWarning: string | null; planning: string | null; visitors: string; tiles: LiftTile[] };

/** The tests the panel offers: the site's first, then each recommendation's. */
export interface ScopeOption {
  value: string;
  label: string;
}

export const SITE_SCOPE = '';

/** A relative change as a signed percentage: +6.2%, −1.0% (a real minus sign), as format.percent writes values. */
export function signedPercent(ratio: number): string {
  const text = percent(Math.abs(ratio));
  if (text === '0.0%') return text;
  return ratio > 0 ? `+${text}` : `−${text}`;
}

const TONES: Record<LiftVerdict, Tone> = { winning: 'success', losing: 'danger', inconclusive: 'none', 'too little data': 'none', srm: 'warning' };

const MONEY_METRICS: ReadonlySet<LiftMetricName> = new Set(['revenuePerVisitor', 'averageOrderValue']);

function value(metric: LiftMetricName, v: number | null, currency: string): string {
  return MONEY_METRICS.has(metric) ? money(v, currency) : percent(v);
}

function tile(m: LiftMetric, currency: string): LiftTile {
  return {
    metric: m.metric,
    label: LIFT.metrics[m.metric],
    lift: m.lift === null ? '—' : signedPercent(m.lift),
    interval: m.liftInterval ? LIFT.interval(signedPercent(m.liftInterval.lower), signedPercent(m.liftInterval.upper)) : LIFT.noInterval,
    withRecs: value(m.metric, m.primary, currency),
    holdout: value(m.metric, m.compare, currency),
    verdict: LIFT.verdicts[m.verdict],
    tone: TONES[m.verdict],
  };
}

/** The headline is revenue per visitor's: what a merchant asks first ("do they earn me money?"). */
function headline(m: LiftMetric): string {
  const name = LIFT.metrics[m.metric];
  switch (m.verdict) {
    case 'winning':
      return LIFT.headline.winning(name, signedPercent(m.lift!).replace('+', ''));
    case 'losing':
      return LIFT.headline.losing(name, signedPercent(m.lift!).replace('−', ''));
    case 'inconclusive':
      return LIFT.headline.inconclusive(name);
    default:
      return LIFT.headline[m.verdict];
  }
}

/** "n more days needed" while undecided; nothing once there is a verdict or no plan at all. */
function planning(m: LiftMetric, minimumEffect: number): string | null {
  const effect = `${Math.round(minimumEffect * 1000) / 10}%`;
  if (m.verdict === 'winning' || m.verdict === 'losing' || m.verdict === 'srm' || m.daysNeeded === null) return null;
  return m.daysNeeded > 0 ? LIFT.daysNeeded(count(Math.ceil(m.daysNeeded)), effect) : LIFT.enoughData(effect);
}

export function testView(test: LiftTest, answer: Pick<LiftAnswer, 'currency' | 'minimumEffect'>): LiftView {
  const rpv = test.metrics.revenuePerVisitor;
  const srm = test.srm.flagged
    ? LIFT.srm(percent(test.srm.observedBaselineShare), percent(test.srm.expectedBaselineShare))
    : null;
  return {
    kind: 'test',
    headline: headline(rpv),
    tone: TONES[rpv.verdict],
    srmWarning: srm,
    planning: planning(rpv, answer.minimumEffect),
    visitors: LIFT.visitors(count(test.visitors.treatment), count(test.visitors.baseline)),
    tiles: LIFT_METRICS.map((name) => tile(test.metrics[name], answer.currency)),
  };
}

/** The panel for one scope ('' = the site's test, else a recommendation id). */
export function liftView(answer: LiftAnswer, scope: string): LiftView {
  if (answer.sharePct === 0) return { kind: 'off' };
  const test = scope === SITE_SCOPE ? answer.site : answer.recommendations.find((r) => r.recommendationId === scope);
  return test ? testView(test, answer) : { kind: 'empty' };
}

export function scopeOptions(answer: LiftAnswer): ScopeOption[] {
  return [
    { value: SITE_SCOPE, label: LIFT.allRecommendations },
    ...answer.recommendations.map((r) => ({ value: r.recommendationId, label: r.name || LIFT.unnamed(r.recommendationId) })),
  ];
}
