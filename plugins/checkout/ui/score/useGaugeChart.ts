import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/** A score query this slow gets its (empty) gauge drawn while it runs. */
export const SLOW_SCORE_MS = 2000;

/**
 * Whether the gauge's chart may be drawn yet. The score is HTML over the chart; loading
 * Highcharts (a large chunk to evaluate) and drawing the chart (in a layout effect, so before
 * the browser paints) would hold that number back, so the chart comes a painted frame after
 * the score, or after SLOW_SCORE_MS of a query still running. Once true, stays true.
 */
export function useGaugeChartWanted(loading: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (!loading) return afterNextPaint(() => setWanted(true));
    const timer = setTimeout(() => setWanted(true), SLOW_SCORE_MS);
    return () => clearTimeout(timer);
  }, [loading, wanted]);
  return wanted;
}

/**
 * `value` as it was when the browser last painted: a chart fed with it redraws (in a layout
 * effect) only after the commit that changed the value, e.g. the new score, is on screen.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(() => value);
  useEffect(() => {
    if (Object.is(painted, value)) return;
    return afterNextPaint(() => setPainted(() => value));
  }, [value, painted]);
  return painted;
}
