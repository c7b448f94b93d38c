import { AnchorButton, Callout, H4, Intent } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigation, useSession } from 'sdk';
import { SCORE_MESSAGES as M } from '../../messages';
import { CheckoutBanners } from '../banners/CheckoutBanners';
import { useCheckoutScore } from '../data/useCheckoutScore';
import { useDemoMode } from '../demo/demoMode';
import { ScoreDistributions } from '../distributions/ScoreDistributions';
import { explanationRows } from '../explain/explanationRows';
import { ScoreExplanation } from '../explain/ScoreExplanation';
import { useOwnTraffic } from '../explain/useOwnTraffic';
import { KPI_DEFINITIONS, kpiDefinition } from '../kpis/kpiDefinitions';
import { errorText } from '../shared/errorText';
import { siteField } from '../shared/fields';
import { Page } from '../shared/Page';
import { KpiTile, KpiTileSkeleton } from './KpiTile';
import { ScoreSummary } from './ScoreSummary';
import styles from './ScorePage.module.scss';

const order = (name: string) => {
  const i = KPI_DEFINITIONS.findIndex((k) => k.name === name);
  return i < 0 ? KPI_DEFINITIONS.length : i;
};

/** checkout/score: the gauge, the five KPI tiles and, in dev mode, the market's distributions. */
export function ScorePage() {
  const session = useSession();
  const { linkTo } = useNavigation();
  const { loading, error, data } = useCheckoutScore();
  // Staff tools show only while dev mode is on (spec §6 "a certain viewer class").
  const devMode = session.isStaff && session.devMode;
  const subScores = [...(data?.current.subScores ?? [])].sort((a, b) => order(a.name) - order(b.name));
  const { dataCurrency } = useDemoMode();
  // The peer group compared with is in the URL (?peers=industry): Share keeps it.
  const [params, setParams] = useSearchParams();
  const peerKind = params.get('peers');
  const setPeerKind = (kind: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (kind) next.set('peers', kind);
      else next.delete('peers');
      return next;
    });
  const traffic = useOwnTraffic(data);
  const rows = useMemo(() => (data ? explanationRows(data, peerKind, traffic) : []), [data, peerKind, traffic]);
  // A tile explains the score itself, which is always against the whole market (spec §9): its
  // popover keeps the whole market's median and money whatever peer group the table compares with.
  const tileRows = useMemo(() => (data ? explanationRows(data, null, traffic) : []), [data, traffic]);

  return (
    <Page title={M.title} testId="chk-score">
      <CheckoutBanners conversions={data ? siteField(data, 'conversions').primary : undefined} />
      {error && (
        <Callout intent={Intent.DANGER} title={M.title} data-testid="chk-error">
          {errorText(error)}
        </Callout>
      )}
      <div className={styles.layout}>
        <ScoreSummary data={data} loading={loading} />
        <div className={styles.kpis}>
          <H4 className={styles.noMargin}>{M.kpis}</H4>
          <div className={styles.tiles} data-testid="chk-kpi-tiles">
            {loading
              ? KPI_DEFINITIONS.map((k) => <KpiTileSkeleton key={k.name} />)
              : subScores.map((s) => (
                  <KpiTile
                    key={s.name}
                    subScore={s}
                    definition={kpiDefinition(s.name)}
                    market={data?.market.find((m) => m.name === s.name)}
                    explanation={tileRows.find((r) => r.name === s.name)}
                    currency={dataCurrency}
                    unscored={data?.current.score === null}
                  />
                ))}
          </div>
        </div>
      </div>
      {data && !loading && <ScoreExplanation data={data} rows={rows} peerKind={peerKind} onPeerKind={setPeerKind} currency={dataCurrency} />}
      {devMode && (
        <>
          <div>
            <AnchorButton icon="lab-test" variant="minimal" href={linkTo('playground')} text={M.playgroundLink} />
          </div>
          <ScoreDistributions />
        </>
      )}
    </Page>
  );
}
