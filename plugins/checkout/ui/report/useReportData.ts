// Runs the report's query. The answer is frozen plain data (it can be thousands of rows and
// is never edited), kept out of the MST store. `silent`: the chart box shows the error, so
// the console's "Unable to continue" modal must not pop up as well.
import { useEffect, useState } from 'react';
import { useGraphql } from 'sdk';
import type { SessionReport } from '../charts/types';
import type { BuiltQuery } from './query/buildReportQuery';

export interface ReportDataState {
  loading: boolean;
  error: unknown;
  report: SessionReport | undefined;
}

type Answer = Record<string, SessionReport | undefined>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export function useReportData(built: BuiltQuery | undefined): ReportDataState {
  const { query } = useGraphql();
  const [state, setState] = useState<ReportDataState>({ loading: !!built, error: undefined, report: undefined });
  // The text plus the variables identify the request; a new object with equal content is no change.
  const key = built ? JSON.stringify([built.query, built.variables]) : '';

  useEffect(() => {
    if (!built) return;
    let live = true; // an answer to selections the user already left must not show
    setState((s) => ({ loading: true, error: undefined, report: s.report }));
    query<Answer>(built.query, built.variables, { silent: true }).then(
      (answer) => {
        if (!live) return;
        const report = Object.values(answer ?? {})[0];
        setState({ loading: false, error: undefined, report: report ? deepFreeze(report) : undefined });
      },
      (error: unknown) => live && setState({ loading: false, error, report: undefined }),
    );
    return () => {
      live = false;
    };
    // `key` stands for `built`'s content: a re-render with an equal query sends nothing.
  }, [key, query]);

  return state;
}
