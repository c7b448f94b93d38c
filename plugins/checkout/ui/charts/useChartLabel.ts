import { useEffect, useRef } from 'react';
import type { HighchartsReactRefObject } from 'highcharts-react-official';

/**
 * Names a chart's svg for assistive tech. Without its accessibility module (not loaded: size,
 * see highcharts.ts) Highcharts makes the svg role="img" named by the chart's title, and these
 * charts have none: axe's svg-img-alt (serious). Highcharts writes that empty name once the
 * chart has loaded, inside the wrapper's layout effect, so the name is set after it, on every
 * commit (an update never writes it again; a new chart does).
 */
export function useChartLabel(label: string) {
  const ref = useRef<HighchartsReactRefObject>(null);
  useEffect(() => {
    ref.current?.chart?.renderer?.boxWrapper?.attr({ role: 'img', 'aria-label': label });
  });
  return ref;
}
