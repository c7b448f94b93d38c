import type { IconName } from '@blueprintjs/icons';
import { HOME_MESSAGES as M } from '../../messages';
import type { CheckoutScoreData } from '../data/useCheckoutScore';
import { insightHref } from '../kpis/kpiDefinitions';
import { siteField } from '../shared/fields';
import { formatCurrency, formatInteger, formatScore, pointChange, relativeChange } from '../shared/format';
import type { KpiCardProps } from './KpiCard';

/** This period's value and the previous period's (null when missing). */
interface CardValues {
  primary: number | null | undefined;
  compare: number | null | undefined;
}

/** One key indicator of the Home page: where its numbers come from and how they read. */
export interface HomeCardDefinition {
  /** The card's test id (its value and delta add -value and -delta). */
  testId: string;
  title: string;
  caption: string;
  icon: IconName;
  values(data: CheckoutScoreData | undefined): CardValues;
  /** `currency` is the currency the data is in (the demo store's in demo mode). */
  format(value: number | null | undefined, currency: string): string;
  /** 'points': the score moves in points; 'percent': counts and amounts move relative to the last period. */
  deltaKind: 'points' | 'percent';
  /** True when a rise is bad news (abandoned revenue). */
  lowerIsBetter?: boolean;
  /** Relative applet path the card opens. */
  to: string;
}

const field = (name: string) => (data: CheckoutScoreData | undefined) => siteField(data, name);
const trend = (pl: string) => insightHref({ rpt: 1, pl, al: 'arrivalTimeUtc', cl: 'line' });

/** The four key indicators, in the order the page shows them (spec §2). */
export const HOME_CARDS: readonly HomeCardDefinition[] = [
  {
    testId: 'chk-card-score',
    title: M.checkoutScore,
    caption: M.checkoutScoreCaption,
    icon: 'dashboard',
    values: (data) => ({ primary: data?.current.score, compare: data?.previous.score }),
    format: formatScore,
    deltaKind: 'points',
    to: 'checkout/score',
  },
  {
    testId: 'chk-card-carts',
    title: M.carts,
    caption: M.cartsCaption,
    icon: 'shopping-cart',
    values: field('carts'),
    format: formatInteger,
    deltaKind: 'percent',
    to: trend('carts'),
  },
  {
    testId: 'chk-card-orders',
    title: M.orders,
    caption: M.ordersCaption,
    icon: 'box',
    values: field('conversions'),
    format: formatInteger,
    deltaKind: 'percent',
    to: trend('conversions'),
  },
  {
    testId: 'chk-card-abandoned',
    title: M.abandonedRevenue,
    caption: M.abandonedRevenueCaption,
    icon: 'bank-account',
    values: field('abandonedCartAmount'),
    format: formatCurrency,
    deltaKind: 'percent',
    lowerIsBetter: true,
    to: trend('abandonedCartAmount'),
  },
];

/** What KpiCard shows for a definition, given the answer (undefined while loading). */
export function homeCardProps(card: HomeCardDefinition, data: CheckoutScoreData | undefined, currency: string): Omit<KpiCardProps, 'loading'> {
  const { primary, compare } = card.values(data);
  const change = card.deltaKind === 'points' ? pointChange : relativeChange;
  return {
    testId: card.testId,
    title: card.title,
    caption: card.caption,
    icon: card.icon,
    value: card.format(primary, currency),
    delta: {
      value: change(primary, compare),
      kind: card.deltaKind,
      ...(card.lowerIsBetter && { lowerIsBetter: true }),
      missing: M.noCompare,
    },
    to: card.to,
  };
}
