import { Button, Callout, Card, Classes, FormGroup, H4, HTMLTable, InputGroup, Intent, Switch, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { usePreferences, useSession } from 'sdk';
import { scoreSite, withDerivedKpis } from '../../score';
import { PLAYGROUND_MESSAGES as M, SCORE_MESSAGES } from '../../messages';
import { CheckoutBanners } from '../banners/CheckoutBanners';
import { type CheckoutScoreData, useCheckoutScore } from '../data/useCheckoutScore';
import { kpiDefinition } from '../kpis/kpiDefinitions';
import { bandOf, bandTextColour } from '../shared/bandColours';
import { errorText } from '../shared/errorText';
import { siteField } from '../shared/fields';
import { formatScore } from '../shared/format';
import { Page } from '../shared/Page';
import { initialValues, PLAYGROUND_FIELDS, RATE_FIELDS, toMarket, toRow, type PlaygroundValues } from './playgroundRow';
import styles from './PlaygroundPage.module.scss';

/** Score Playground (spec §9, dev mode only): the pure engine run in the browser on edited data. */
export function PlaygroundPage() {
  const session = useSession();
  if (!(session.isStaff && session.devMode)) {
    return (
      <Page title={M.title} testId="chk-playground">
        <Callout intent={Intent.WARNING} icon="lock" title={M.devOnly} data-testid="chk-playground-dev-only">
          {M.devOnlyText}
        </Callout>
      </Page>
    );
  }
  return <Playground />;
}

function Playground() {
  const { loading, error, data } = useCheckoutScore();
  return (
    <Page title={M.title} testId="chk-playground">
      <CheckoutBanners conversions={data ? siteField(data, 'conversions').primary : undefined} />
      <p className={Classes.TEXT_MUTED}>{M.intro}</p>
      {error && <Callout intent={Intent.DANGER}>{errorText(error)}</Callout>}
      {loading ? <p className={Classes.SKELETON}>{SCORE_MESSAGES.calculating}</p> : data && <PlaygroundForm key={`${data.siteId}:${data.isMock}`} data={data} />}
    </Page>
  );
}

function PlaygroundForm({ data }: { data: CheckoutScoreData }) {
  const [values, setValues] = useState<PlaygroundValues>(() => initialValues(data));
  const [derive, setDerive] = useState(false);
  const market = useMemo(() => toMarket(data), [data]);
  const result = useMemo(() => {
    const row = toRow(data.siteId, values);
    return scoreSite(derive ? withDerivedKpis(row) : row, market, data.isMock);
  }, [values, derive, market, data]);
  const score = Number.isFinite(result.score) ? result.score : null;
  const band = bandOf(score);
  const { theme } = usePreferences();

  return (
    <div className={styles.layout}>
      <Card>
        <H4>{M.fields}</H4>
        <div className={styles.fields}>
          {PLAYGROUND_FIELDS.map((name) => (
            <FormGroup key={name} label={name} labelFor={`chk-pg-${name}`} helperText={RATE_FIELDS.has(name) ? '0–1' : undefined} className={styles.field}>
              <InputGroup
                id={`chk-pg-${name}`}
                type="number"
                step="any"
                value={values[name]}
                disabled={derive && RATE_FIELDS.has(name) && name !== 'mobileAbandonmentGap'}
                onValueChange={(v) => setValues((old) => ({ ...old, [name]: v }))}
                data-testid={`chk-pg-${name}`}
              />
            </FormGroup>
          ))}
        </div>
        <Switch checked={derive} label={M.derive} onChange={(e) => setDerive(e.currentTarget.checked)} />
        <Button icon="reset" text={M.reset} onClick={() => setValues(initialValues(data))} />
      </Card>
      <Card data-testid="chk-pg-result">
        <H4>{M.result}</H4>
        <div className={styles.score} style={{ color: bandTextColour(score, theme) }} data-testid="chk-pg-score">
          {formatScore(score)}
        </div>
        <p>
          {M.band}:{' '}
          <Tag round style={{ backgroundColor: band.css, color: band.onCss }} data-testid="chk-pg-band">
            {band.label}
          </Tag>
        </p>
        <HTMLTable compact striped className={styles.table}>
          <thead>
            <tr>
              <th>{M.kpi}</th>
              <th>{SCORE_MESSAGES.subScore}</th>
              <th>{M.weightPct}</th>
              <th>{M.weightScore}</th>
            </tr>
          </thead>
          <tbody>
            {result.subScores.map((s) => (
              <tr key={s.name} data-testid={`chk-pg-sub-${s.name}`}>
                <td>{kpiDefinition(s.name)?.label ?? s.name}</td>
                <td>{formatScore(s.score)}</td>
                <td>{s.weightPct.toFixed(1)}</td>
                <td>{s.weightScore}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </Card>
    </div>
  );
}
