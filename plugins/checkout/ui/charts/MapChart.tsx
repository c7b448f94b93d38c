import { Classes } from '@blueprintjs/core';
import { useMemo, useRef } from 'react';
import { ChartErrorBox } from './ChartErrorBox';
import { ChartLoading } from './ChartLoading';
import { errorText } from './errorText';
import { useMapData } from './geo/useMapData';
import { HighchartsView } from './HighchartsView';
import { CHART_LABELS } from './messages';
import { metricValue } from './metrics';
import { cityMapOptions, countryMapOptions, type MapDimension } from './options/map';
import styles from './ReportChart.module.scss';
import { paletteFor } from './theme';
import type { ReportChartProps, SessionReport } from './types';
import { useDarkTheme } from './useDarkTheme';

export interface MapChartProps extends ReportChartProps {
  report: SessionReport;
  analyzeBy: MapDimension;
}

/** Cities that have a value to show: only those are worth a geocode request. */
function placesOf(report: SessionReport, metric: string): string[] {
  return report.groups.flatMap((group) => {
    const place = group.key.city;
    return place && typeof metricValue(group, metric)?.primary === 'number' ? [place] : [];
  });
}

export function MapChart(props: MapChartProps) {
  const { report, metric, analyzeBy, height } = props;
  const ref = useRef<HTMLDivElement>(null);
  const dark = useDarkTheme(ref);
  const places = useMemo(() => (analyzeBy === 'city' ? placesOf(report, metric) : []), [analyzeBy, report, metric]);
  const { topology, geocodes, error } = useMapData(places);

  const map = useMemo(() => {
    if (!topology || !geocodes) return undefined;
    const input = { ...props, palette: paletteFor(dark) };
    return analyzeBy === 'country' ? { options: countryMapOptions(input, topology), unplaced: [] } : cityMapOptions(input, topology, geocodes);
    // props is a new object on every render: the list names the inputs the options read.
  }, [topology, geocodes, dark, report, metric, props.metricLabel, props.format, props.currency, props.timeZone, analyzeBy, props.compare, height]);

  let body;
  if (error) body = <ChartErrorBox message={errorText(error)} />;
  else if (!map) body = <ChartLoading height={height} />;
  else body = <HighchartsView options={map.options} height={height} label={CHART_LABELS.mapAlt(props.metricLabel)} constructorType="mapChart" />;

  return (
    <div ref={ref} className={styles.chart}>
      {body}
      {map && map.unplaced.length > 0 && <p className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL, styles.note].join(' ')}>{CHART_LABELS.unplaced(map.unplaced)}</p>}
    </div>
  );
}
