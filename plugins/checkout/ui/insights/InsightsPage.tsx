import { Breadcrumb, Classes, NonIdealState, type BreadcrumbProps } from '@blueprintjs/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigation } from 'sdk';
import { CheckoutBanners } from '../banners/CheckoutBanners';
import { useCheckoutScore } from '../data/useCheckoutScore';
import { KPI_DEFINITIONS } from '../kpis/kpiDefinitions';
import { buildReportDefinition, chartFor } from '../report/definitions/buildReportDefinition';
import { ReportView } from '../report/ReportView';
import { errorText } from '../shared/errorText';
import { Page } from '../shared/Page';
import pageStyles from '../shared/Page.module.scss';
import { InsightCard } from './InsightCard';
import { INSIGHTS_MESSAGES as M } from './messages';
import styles from './InsightsPage.module.scss';

const INSIGHTS_PATH = 'checkout/insights';

/** The breadcrumb back to the cards, then where the user is. */
function ReportFrame({ current, children }: { current: string; children: React.ReactNode }) {
  const { linkTo, navigate } = useNavigation();
  const items: BreadcrumbProps[] = [
    {
      text: M.title,
      href: linkTo(INSIGHTS_PATH),
      icon: 'lightbulb',
      onClick: (e) => {
        e.preventDefault();
        navigate(INSIGHTS_PATH);
      },
    },
    { text: current },
  ];
  return (
    <section className={pageStyles.page} data-testid="chk-insights-report">
      {/* A plain list, not Blueprint's Breadcrumbs: its overflow menu would hide the way back on a phone. */}
      <nav aria-label={M.backToInsights} data-testid="insights-breadcrumbs">
        <ol className={[Classes.BREADCRUMBS, styles.breadcrumbs].join(' ')}>
          {items.map((item, i) => (
            <li key={i}>
              <Breadcrumb {...item} current={i === items.length - 1} />
            </li>
          ))}
        </ol>
      </nav>
      {children}
    </section>
  );
}

function InsightCards() {
  const { loading, error, data } = useCheckoutScore();
  return (
    <Page title={M.title} testId="chk-insights">
      <CheckoutBanners conversions={data ? (data.fields.find((f) => f.name === 'conversions')?.primary ?? null) : undefined} />
      <p className={[styles.intro, Classes.TEXT_MUTED].join(' ')}>{M.intro}</p>
      {error && <NonIdealState icon="error" description={errorText(error)} />}
      <div className={styles.cards}>
        {KPI_DEFINITIONS.map((kpi) => (
          <InsightCard
            key={kpi.name}
            kpi={kpi}
            loading={loading}
            current={data?.current.subScores.find((s) => s.name === kpi.name)}
            previous={data?.previous.subScores.find((s) => s.name === kpi.name)}
          />
        ))}
      </div>
    </Page>
  );
}

/**
 * Insights (spec §2): the KPI cards, or with ?rpt=1 the report of pl (metric), al (analyze-by
 * dimension) and cl (chart type; optional, the report's default chart when absent).
 */
export function InsightsPage() {
  const [params, setParams] = useSearchParams();
  const rpt = params.get('rpt');
  const pl = params.get('pl');
  const al = params.get('al');
  const cl = params.get('cl');
  const dr = params.get('dr');

  // The URL follows the report's dimension, chart and dates, so Share and reload show the same view.
  const onSelectionChange = useCallback(
    (analyzeBy: string, chartType: string, date: string) =>
      setParams(
        (prev) => {
          if (prev.get('al') === analyzeBy && prev.get('cl') === chartType && prev.get('dr') === date) return prev;
          const next = new URLSearchParams(prev);
          next.set('al', analyzeBy);
          next.set('cl', chartType);
          next.set('dr', date);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  if (rpt === null) return <InsightCards />;
  if (rpt !== '1') {
    return (
      <ReportFrame current={M.notAvailable}>
        <NonIdealState icon="document" title={M.notAvailable} description={M.notAvailableDetail} />
      </ReportFrame>
    );
  }
  const definition = buildReportDefinition(pl, al);
  if (!definition || !chartFor(definition, cl)) {
    return (
      <ReportFrame current={M.configurationIssue}>
        <NonIdealState icon="warning-sign" title={M.configurationIssue} description={M.configurationDetail} />
      </ReportFrame>
    );
  }
  return (
    <ReportFrame current={definition.name}>
      {/* Keyed by metric only: changing the dimension or chart keeps the other selections. */}
      <ReportView key={definition.metricName} metric={definition.metricName} analyzeBy={definition.analyzeBy} chartType={cl ?? undefined} date={dr ?? undefined} onSelectionChange={onSelectionChange} />
    </ReportFrame>
  );
}
