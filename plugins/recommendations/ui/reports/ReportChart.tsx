import { Classes } from '@blueprintjs/core';
import type { Options } from 'highcharts';
import { useHighcharts } from '../dashboard/highcharts';

/** A report chart: Highcharts loads with the first one (its own lazy chunk), a skeleton until then. */
export function ReportChart({ options, height, testId }: { options: Options; height: number; testId: string }) {
  const loaded = useHighcharts();
  if (!loaded) return <div className={Classes.SKELETON} style={{ height }} data-testid={`${testId}-loading`} />;
  const { Highcharts, HighchartsReact } = loaded;
  return (
    <div data-testid={testId}>
      <HighchartsReact highcharts={Highcharts} options={options} containerProps={{ style: { height } }} />
    </div>
  );
}
