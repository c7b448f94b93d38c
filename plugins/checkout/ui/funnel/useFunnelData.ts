// The funnel's one query: the shop's own sessions that ended in the checkout, by exit-page
// class, compared with the period before. Own sessions only: the funnel has no market.
import { useEffect, useState } from 'react';
import { useGraphql } from 'sdk';
import { KPI_SESSIONS } from '../../score';
import { FUNNEL_STEPS, type ExitCounts } from './funnel';

export const FUNNEL_QUERY = `query CheckoutFunnel($where: SessionWhere!) {
  compareSessions(where: $where, compareTo: { arrivalTimeUtc: previousPeriod }, analyzeBy: [exitPageClass], removeNullGroups: true) {
    groups { key { exitPageClass } visits { primary compare } }
    period { min max }
  }
}`;

interface Answer {
  compareSessions: {
    groups: Array<{ key: { exitPageClass: string | null }; visits: { primary: number | null; compare: number | null } }>;
    period: { min: string; max: string };
  };
}

export interface FunnelQuery {
  siteId: string;
  range: string;
  timeZone?: string;
  /** null: every device. */
  device: string | null;
}

export interface FunnelDataState {
  loading: boolean;
  error: unknown;
  counts: ExitCounts | undefined;
}

export function funnelVariables({ siteId, range, timeZone, device }: FunnelQuery) {
  return {
    where: {
      siteId: [siteId],
      arrivalTimeUtc: { range, ...(timeZone ? { timeZone } : {}) },
      exitPageClass: { in: [...FUNNEL_STEPS] },
      ...(device ? { formFactor: { in: [device] } } : {}),
      ...KPI_SESSIONS,
    },
  };
}

export function useFunnelData(request: FunnelQuery): FunnelDataState {
  const { query } = useGraphql();
  const [state, setState] = useState<FunnelDataState>({ loading: true, error: undefined, counts: undefined });
  const variables = funnelVariables(request);
  const key = JSON.stringify(variables);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    query<Answer>(FUNNEL_QUERY, variables, { silent: true }).then(
      (answer) => {
        if (!live) return;
        const counts: ExitCounts = {};
        for (const g of answer.compareSessions.groups) if (g.key.exitPageClass) counts[g.key.exitPageClass] = g.visits;
        setState({ loading: false, error: undefined, counts });
      },
      (error: unknown) => live && setState({ loading: false, error, counts: undefined }),
    );
    return () => {
      live = false;
    };
    // key stands for the variables' content.
  }, [key, query]);
  return state;
}
