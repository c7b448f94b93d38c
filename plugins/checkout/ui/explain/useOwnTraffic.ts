// The shop's own traffic over the score's period, for revenue at stake: carts per device (the
// mobile gap is about phone carts) and the average order value. Own sessions only: no market.
import { useEffect, useState } from 'react';
import { useGraphql } from 'sdk';
import { KPI_SESSIONS, type OwnTraffic } from '../../score';
import type { CheckoutScoreData } from '../data/useCheckoutScore';
import { siteField } from '../shared/fields';

export const OWN_TRAFFIC_QUERY = `query OwnTraffic($where: SessionWhere!) {
  sessions(where: $where, analyzeBy: [formFactor], removeNullGroups: true) {
    groups { key { formFactor } carts { primary } }
    totals { aov { primary } }
  }
}`;

interface Answer {
  sessions: {
    groups: Array<{ key: { formFactor: string | null }; carts: { primary: number | null } }>;
    totals: { aov: { primary: number | null } };
  };
}

const DAY_MS = 86_400_000;

/** The score's own counts plus the query's phone carts and order value. */
export function ownTraffic(data: CheckoutScoreData, answer: Answer | undefined): OwnTraffic {
  const days = Math.round((Date.parse(data.period.max) - Date.parse(data.period.min)) / DAY_MS);
  const phone = answer?.sessions.groups.find((g) => g.key.formFactor?.toLowerCase() === 'phone');
  return {
    days,
    carts: siteField(data, 'carts').primary ?? Number.NaN,
    phoneCarts: answer ? (phone?.carts.primary ?? 0) : null,
    visitsReachedCheckout: siteField(data, 'visitsReachedCheckout').primary ?? Number.NaN,
    averageOrderValue: answer?.sessions.totals.aov.primary ?? null,
  };
}

/** Loads the own-traffic query for the score's site and period; undefined until it answers. */
export function useOwnTraffic(data: CheckoutScoreData | undefined): OwnTraffic | undefined {
  const { query } = useGraphql();
  const [answer, setAnswer] = useState<{ key: string; value: Answer } | undefined>();
  const key = data ? `${data.siteId}/${data.period.min}/${data.period.max}` : '';
  useEffect(() => {
    if (!data) return;
    let live = true;
    const where = { siteId: [data.siteId], arrivalTimeUtc: { min: data.period.min, max: data.period.max }, ...KPI_SESSIONS };
    // silent: without it the estimate is simply not shown; the score page stays usable.
    query<Answer>(OWN_TRAFFIC_QUERY, { where }, { silent: true }).then(
      (value) => live && setAnswer({ key, value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // key stands for the site and period of `data`.
  }, [key, query]);
  if (!data || answer?.key !== key) return undefined;
  return ownTraffic(data, answer.value);
}
