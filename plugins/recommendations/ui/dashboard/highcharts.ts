// Highcharts loads only with the pages that chart: one lazy chunk, the core and its React wrapper.
import { useEffect, useState } from 'react';

export interface LoadedHighcharts {
  Highcharts: typeof import('highcharts');
  HighchartsReact: typeof import('highcharts-react-official').default;
}

let loading: Promise<LoadedHighcharts> | undefined;

export function loadHighcharts(): Promise<LoadedHighcharts> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "highcharts" */ 'highcharts'),
    import(/* webpackChunkName: "highcharts" */ 'highcharts-react-official'),
  ]).then(([core, react]) => ({ Highcharts: core.default, HighchartsReact: react.default }));
  return loading;
}

/** The loaded Highcharts, or undefined while its chunk loads. */
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
