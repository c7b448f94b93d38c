import { Callout, Classes, FormGroup, HTMLSelect, Intent, Section, SectionCard, SegmentedControl, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, useState } from 'react';
import { DISTRIBUTION_MESSAGES as M } from '../../messages';
import { useDemoMode } from '../demo/demoMode';
import { KPI_DEFINITIONS } from '../kpis/kpiDefinitions';
import { errorText } from '../shared/errorText';
import { DistributionHistogram } from './DistributionHistogram';
import { type DistributionType, useScoreDistribution } from './useScoreDistribution';
import styles from './ScoreDistributions.module.scss';

const DistributionGrid = lazy(() => import('./DistributionGrid').then((m) => ({ default: m.DistributionGrid })));

export const BIN_SIZES = [1, 2, 5, 10] as const;
const TYPES: { value: DistributionType; label: string }[] = [
  { value: 'score', label: M.score },
  { value: 'rate', label: M.rate },
  { value: 'rateRaw', label: M.rateRaw },
];

/**
 * Staff in dev mode: how the market's scores (or one KPI's rates) spread, and every site's
 * numbers. The server bins rates on the percent scale (CONTRACT §5), so a bin size is sent
 * as picked: 5 means 5 points of score or 5 percentage points of a rate.
 */
export function ScoreDistributions() {
  const [type, setType] = useState<DistributionType>('score');
  const [kpi, setKpi] = useState<string>(KPI_DEFINITIONS[0].name);
  const [binSize, setBinSize] = useState<number>(10);
  const { dataSiteId } = useDemoMode();
  const { loading, error, data } = useScoreDistribution({ type, kpi, binSize, siteId: dataSiteId });

  return (
    <Section title={M.title} icon="timeline-bar-chart" data-testid="chk-distributions" collapsible>
      <SectionCard>
        <div className={styles.controls}>
          <SegmentedControl options={TYPES} value={type} onValueChange={(v) => setType(v as DistributionType)} size="small" />
          {type !== 'score' && (
            <FormGroup label={M.kpi} inline className={styles.control}>
              <HTMLSelect value={kpi} onChange={(e) => setKpi(e.currentTarget.value)} options={KPI_DEFINITIONS.map((k) => ({ value: k.name, label: k.label }))} />
            </FormGroup>
          )}
          <FormGroup label={M.binSize} inline className={styles.control}>
            <HTMLSelect
              value={binSize}
              onChange={(e) => setBinSize(Number(e.currentTarget.value))}
              options={BIN_SIZES.map((b) => ({ value: b, label: type === 'score' ? String(b) : `${b}%` }))}
              data-testid="chk-bin-size"
            />
          </FormGroup>
          {loading && <Spinner size={16} aria-label={M.loading} />}
        </div>
        {error && (
          <Callout intent={Intent.DANGER} data-testid="chk-distributions-error">
            {errorText(error)}
          </Callout>
        )}
        {data && (
          <>
            <p data-testid="chk-made-bar">{M.madeBar(data.sitesMadeBar, data.sitesWithData)}</p>
            {data.sites.length === 0 ? <p className={Classes.TEXT_MUTED}>{M.empty}</p> : <DistributionHistogram data={data} />}
            <Suspense fallback={<div className={Classes.SKELETON} style={{ height: 480 }} />}>
              <DistributionGrid data={data} />
            </Suspense>
          </>
        )}
      </SectionCard>
    </Section>
  );
}
