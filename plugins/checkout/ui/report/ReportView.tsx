import { Button, Callout, Collapse, FormGroup, H3 } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useSession, useSite } from 'sdk';
import { ChartErrorBox, ReportChart, ReportDataTable, smoothingNote, type CompareMode } from '../charts';
import { useDemoMode } from '../demo/demoMode';
import { KPI_HELP_BASE, kpiDefinition } from '../kpis/kpiDefinitions';
import { useStoredChoice } from '../shared/useStoredChoice';
import { ChartTypeButtons } from './controls/ChartTypeButtons';
import { CompareControl } from './controls/CompareControl';
import { DateControl } from './controls/DateControl';
import { SettingsPane } from './controls/SettingsPane';
import { SMOOTHING_LABELS, SmoothingControl } from './controls/SmoothingControl';
import { dateParam, parseDateParam } from './dates';
import { EMPTY_REPORT_MESSAGE, isEmptyReport, reportErrorMessage, type ReportMessage } from './errors';
import { REPORT_MESSAGES as M } from './messages';
import type { Smoothing } from './query/buildReportQuery';
import { initialSelections, ReportStore, type ReportStoreInstance } from './model/ReportStore';
import { loadSavedDefaults, saveDefaults } from './model/savedDefaults';
import { ReportActions } from './ReportActions';
import { useReportData } from './useReportData';
import { CHART_HEIGHT, SMALL_CHART_HEIGHT, useSmallScreen } from './useSmallScreen';
import styles from './ReportView.module.scss';

/**
 * localStorage key of the filter pane's choice, per user (spec §4: the choice is remembered):
 * '1' hidden, '0' shown, nothing = not chosen yet.
 */
export const settingsHiddenKey = (userId: string) => `h40_chk_report_settings_hidden:${userId}`;

export interface ReportViewProps {
  /** pl: the metric. */
  metric: string;
  /** al: the analyze-by dimension. */
  analyzeBy: string;
  /** cl: the chart type. */
  chartType?: string;
  /** dr: the date range (dates.ts dateParam). */
  date?: string;
  /** Called when the user changes dimension, chart or dates, so the URL (and Share) follows. */
  onSelectionChange?(analyzeBy: string, chartType: string, date: string): void;
  /** The current time; tests pass a fixed one. */
  now?: () => number;
}

function useReportStore({ metric, analyzeBy, chartType, date, now }: ReportViewProps, userId: string): ReportStoreInstance {
  const site = useSite();
  const { dataSiteId } = useDemoMode();
  const [store] = useState(() => {
    const created = ReportStore.create(
      {
        selections: initialSelections(metric, analyzeBy, chartType, loadSavedDefaults(userId, `${metric}.${analyzeBy}`)),
        siteId: dataSiteId,
        timeZone: site.timeZone ?? undefined,
      },
      { now: now ?? Date.now },
    );
    // A shared link's period wins over the saved default.
    const shared = parseDateParam(date);
    if (shared) created.selections.setDateRange(shared.name, shared.customStart && shared.customEnd ? { start: shared.customStart, end: shared.customEnd } : undefined);
    return created;
  });
  useEffect(() => store.setContext(dataSiteId, site.timeZone ?? undefined), [store, dataSiteId, site.timeZone]);
  return store;
}

/** The report view inside Insights (spec §2 "Report view layout"). */
export const ReportView = observer(function ReportView(props: ReportViewProps) {
  const session = useSession();
  const site = useSite();
  const { dataCurrency } = useDemoMode();
  const userId = session.user?._id ?? 'anonymous';
  const store = useReportStore(props, userId);
  const [hiddenChoice, setSettingsHidden] = useStoredChoice(settingsHiddenKey(userId));
  const small = useSmallScreen();
  // On a phone the open pane pushes the chart far below the fold, so there it starts hidden;
  // whatever the user chose last wins on every screen.
  const settingsHidden = hiddenChoice ?? small;
  const { selections } = store;
  const definition = selections.definition;
  const chart = selections.chart;
  const query = store.query;
  const data = useReportData(query?.built);
  const { onSelectionChange } = props;

  // The URL and the store follow each other: a change here updates the URL (Share, reload),
  // and a URL changed from outside (back, a link) updates the store.
  const dateValue = dateParam(selections.plain.date);
  useEffect(() => {
    onSelectionChange?.(selections.analyzeBy, selections.chartType, dateValue);
  }, [onSelectionChange, selections.analyzeBy, selections.chartType, dateValue]);
  useEffect(() => {
    if (props.analyzeBy !== selections.analyzeBy) selections.setAnalyzeBy(props.analyzeBy);
    if (props.chartType && props.chartType !== selections.chartType) selections.setChartType(props.chartType);
    const shared = parseDateParam(props.date);
    if (shared && dateParam(shared) !== dateValue) {
      selections.setDateRange(shared.name, shared.customStart && shared.customEnd ? { start: shared.customStart, end: shared.customEnd } : undefined);
    }
    // Only a change of the props is news; the store's own changes reach the URL above.
  }, [props.analyzeBy, props.chartType, props.date]);

  if (!definition || !chart) return null; // InsightsPage only renders buildable reports

  // The server withholds a market below the bars (spec §5) or built by too few other shops; the
  // notice says so without the market's counts. (A market that does not qualify is never
  // shown, even from a server that sent it.)
  const market = selections.compare === 'market' ? data.report?.market : undefined;
  const notice = selections.compare === 'market' ? data.report?.marketNotice : undefined;
  const marketTooSmall = market != null && (market.suppressed || !market.qualifies);
  const shownCompare: CompareMode = marketTooSmall ? 'none' : selections.compare;
  const groupsWithheld = shownCompare === 'market' && notice?.suppressedGroups ? notice : undefined;

  let message: ReportMessage | undefined;
  if (query?.error) message = reportErrorMessage(query.error);
  else if (data.error !== undefined) message = reportErrorMessage(data.error);
  else if (!data.loading && isEmptyReport(data.report)) message = EMPTY_REPORT_MESSAGE;

  const timeSeries = query?.built?.timeSeries ?? false;
  const chartProps = {
    chartType: chart.chartType,
    report: data.report,
    metric: definition.metricName,
    metricLabel: definition.metricLabel,
    format: definition.format,
    currency: dataCurrency || undefined,
    timeZone: site.timeZone ?? undefined,
    analyzeBy: timeSeries ? 'arrivalTimeUtc' : definition.analyzeBy,
    compare: shownCompare,
  };
  const helpUrl = kpiDefinition(definition.metricName)?.helpUrl ?? KPI_HELP_BASE;
  const smoothing = timeSeries ? tableSmoothing(definition.controls.some((c) => c.style === 'smoothing') ? selections.smoothing : 'default', data.report?.period?.bin) : undefined;
  const chartNote = data.report && !data.loading ? smoothingNote(smoothing, data.report) : null;

  return (
    <div className={styles.report} data-testid="report-view" data-report-id={definition.id}>
      <header className={styles.header}>
        {!definition.noTitle && (
          <H3 className={styles.title} data-testid="report-title">
            {definition.name}
          </H3>
        )}
        <ReportActions helpUrl={helpUrl} onSave={() => saveDefaults(userId, definition.id, selections)} />
      </header>

      <div className={styles.shelf} data-testid="report-shelf">
        <DateControl
          name={selections.dateName}
          customStart={selections.customStart}
          customEnd={selections.customEnd}
          now={(props.now ?? Date.now)()}
          timeZone={site.timeZone ?? undefined}
          onChange={(name, custom) => selections.setDateRange(name, custom)}
        />
        <CompareControl value={selections.compare} onChange={(mode) => selections.setCompare(mode)} />
        <ChartTypeButtons charts={definition.charts} value={chart.chartType} onChange={(type) => selections.setChartType(type)} />
        {timeSeries && (
          <FormGroup inline label={M.smoothing} className={styles.inlineControl}>
            <SmoothingControl value={selections.smoothing} onChange={(s) => selections.setSmoothing(s)} />
          </FormGroup>
        )}
        <Button
          className={styles.toggle}
          variant="minimal"
          icon={settingsHidden ? 'eye-open' : 'eye-off'}
          text={settingsHidden ? M.showSettings : M.hideSettings}
          aria-expanded={!settingsHidden}
          data-testid="report-settings-toggle"
          onClick={() => setSettingsHidden(!settingsHidden)}
        />
      </div>

      {/* On a wide screen the settings sit beside the chart, so the chart stays above the fold. */}
      <div className={[styles.body, settingsHidden ? undefined : styles.withSettings].filter(Boolean).join(' ')}>
      <div className={styles.side}>
        <Collapse isOpen={!settingsHidden} keepChildrenMounted>
          <SettingsPane definition={definition} selections={selections} />
        </Collapse>
      </div>
      <div className={styles.main}>

      {marketTooSmall && (
        <Callout intent="warning" icon="people" data-testid="report-market-too-small">
          {M.marketTooSmall(notice?.minShops)}
        </Callout>
      )}
      {groupsWithheld && (
        <Callout icon="people" data-testid="report-market-groups-withheld">
          {M.marketTooSmallGroups(groupsWithheld.suppressedGroups, groupsWithheld.minShops)}
        </Callout>
      )}

      <div className={styles.chart} data-testid="report-chart">
        {message ? (
          <ChartErrorBox message={message.text} neutral={message.neutral} />
        ) : (
          <ReportChart {...chartProps} height={small ? SMALL_CHART_HEIGHT : CHART_HEIGHT} loading={data.loading} />
        )}
      </div>
      {/* The chart says it is smoothed too (a table chart carries the note in its caption). */}
      {!message && chartNote && chart.chartType !== 'table' && (
        <p className={styles.chartNote} data-testid="report-chart-smoothing">
          {chartNote}
        </p>
      )}
      </div>
      </div>

      {!message && !data.loading && (
        <div data-testid="report-table">
          <ReportDataTable {...chartProps} smoothing={smoothing} collapsed={settingsHidden} />
        </div>
      )}
    </div>
  );
});

/** What the server did to the series (CONTRACT §3 smoothing; default: gradual for hours, stark for days). */
export function tableSmoothing(selected: Smoothing, bin: string | null | undefined): { kind: 'none' | 'average' | 'cumulative'; label: string } {
  const applied = selected !== 'default' ? selected : bin === 'hour' ? 'gradual' : bin === 'day' ? 'stark' : 'none';
  if (applied === 'cumulative') return { kind: 'cumulative', label: SMOOTHING_LABELS.cumulative };
  return { kind: applied === 'none' ? 'none' : 'average', label: SMOOTHING_LABELS[applied] };
}
