// Highcharts loads only with the pages that chart (spec: "Highcharts loads only with the
// applet"): one lazy chunk holding the core, the modules the applet uses and the React wrapper.
import { useEffect, useState } from 'react';

export type HighchartsModule = typeof import('highcharts');
export type HighchartsReactComponent = typeof import('highcharts-react-official').default;
export interface LoadedHighcharts {
  Highcharts: HighchartsModule;
  HighchartsReact: HighchartsReactComponent;
}

let loading: Promise<LoadedHighcharts> | undefined;

/**
 * Loads Highcharts once: core, highcharts-more + solid-gauge (the score gauge), map, no-data.
 * Not the accessibility module: 136 KB minified / 40 KB gzip, about 30 % more chunk for the
 * charts. Report charts show their numbers in an HTML table underneath instead, and switch
 * the module's console warning off (options/common.ts). Revisit if charts stand alone.
 */
export function loadHighcharts(): Promise<LoadedHighcharts> {
  loading ??= (async () => {
    // One named chunk for all of it: the module imports below are awaited in order (each
    // registers on the core), and from one chunk that costs one request, not three waves.
    const [core, react] = await Promise.all([
      import(/* webpackChunkName: "highcharts" */ 'highcharts'),
      import(/* webpackChunkName: "highcharts" */ 'highcharts-react-official'),
    ]);
    // Modules register themselves on the shared Highcharts instance when imported (Highcharts 12+).
    await import(/* webpackChunkName: "highcharts" */ 'highcharts/highcharts-more');
    await Promise.all([
      import(/* webpackChunkName: "highcharts" */ 'highcharts/modules/solid-gauge'),
      import(/* webpackChunkName: "highcharts" */ 'highcharts/modules/map'),
      import(/* webpackChunkName: "highcharts" */ 'highcharts/modules/no-data-to-display'),
    ]);
    return { Highcharts: core.default, HighchartsReact: react.default };
  })();
  return loading;
}

/** The loaded Highcharts, or undefined while the chunk loads. */
export function useHighcharts(): LoadedHighcharts | undefined {
  const [loaded, setLoaded] = useState<LoadedHighcharts>();
  useEffect(() => {
    let live = true;
    void loadHighcharts().then((h) => live && setLoaded(h));
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
