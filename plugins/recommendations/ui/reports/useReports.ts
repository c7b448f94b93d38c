import { useEffect, useMemo, useState } from 'react';
import { useApi, useSite } from 'sdk';
import type { ReportAnswer } from './reportTypes';

export interface ReportRequest {
  /** Names the answer, and the query in the error list when it fails. */
  id: string;
  query: Record<string, string>;
}

export interface ReportsState {
  loading: boolean;
  answers: ReadonlyMap<string, ReportAnswer>;
  /** One line per failed query: the page lists them under 'Errors were reported'. */
  errors: string[];
}

const LOADING: ReportsState = { loading: true, answers: new Map(), errors: [] };

/**
 * The metrics answers a section needs, fetched together. The answers are big read-only data:
 * they stay plain in React state, out of the MST store, and are frozen.
 */
export function useReports(requests: readonly ReportRequest[]): ReportsState {
  const api = useApi();
  const site = useSite();
  const key = `${site._id}|${JSON.stringify(requests)}`;
  // The requests are rebuilt on every render: the key says when they really change.
  const stable = useMemo(() => requests, [key]);
  const [result, setResult] = useState<{ key: string; value: ReportsState }>({ key, value: LOADING });
  useEffect(() => {
    let live = true;
    void Promise.allSettled(stable.map((r) => api.fetch<ReportAnswer>('/api2/recommendation/metrics', { query: r.query, silent: true }))).then((settled) => {
      if (!live) return;
      const answers = new Map<string, ReportAnswer>();
      const errors: string[] = [];
      settled.forEach((s, i) => {
        if (s.status === 'fulfilled') answers.set(stable[i].id, Object.freeze(s.value));
        else errors.push(`${stable[i].id}: ${s.reason instanceof Error ? s.reason.message : String(s.reason)}`);
      });
      setResult({ key, value: { loading: false, answers, errors } });
    });
    return () => {
      live = false;
    };
  }, [api, key, stable]);
  return result.key === key ? result.value : LOADING;
}
