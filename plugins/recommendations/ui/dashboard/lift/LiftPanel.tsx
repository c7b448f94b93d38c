import { Button, Callout, Card, Classes, Collapse, H4, HTMLSelect, Intent, Tag } from '@blueprintjs/core';
import { useId, useState, type MouseEvent } from 'react';
import { useNavigation } from 'sdk';
import type { LiftAnswer } from '../../../model/lift';
import { liftView, scopeOptions, SITE_SCOPE, type LiftTile, type Tone } from './liftView';
import { LIFT } from './messages';
import { useLift } from './useLift';
import styles from './LiftPanel.module.scss';

/** Data Config, where the Holdout card sets the share (index.ts: settings/engine). */
const HOLDOUT_SETTINGS_PATH = 'settings/engine';

const INTENTS: Record<Tone, Intent> = { success: Intent.SUCCESS, danger: Intent.DANGER, warning: Intent.WARNING, none: Intent.NONE };
const HEADLINE_ICONS = { success: 'trending-up', danger: 'trending-down', warning: 'warning-sign', none: 'time' } as const;

function Tile({ tile }: { tile: LiftTile }) {
  return (
    <div className={styles.tile} data-testid={`rec-lift-${tile.metric}`}>
      <div className={Classes.TEXT_MUTED}>{tile.label}</div>
      <div className={styles.lift} data-testid={`rec-lift-${tile.metric}-lift`}>
        {tile.lift}
      </div>
      <div className={`${Classes.TEXT_SMALL} ${Classes.TEXT_MUTED}`} data-testid={`rec-lift-${tile.metric}-interval`}>
        {tile.interval}
      </div>
      <dl className={styles.arms}>
        <dt>{LIFT.withRecs}</dt>
        <dd>{tile.withRecs}</dd>
        <dt>{LIFT.holdout}</dt>
        <dd>{tile.holdout}</dd>
      </dl>
      <Tag minimal intent={INTENTS[tile.tone]} className={styles.verdict} data-testid={`rec-lift-${tile.metric}-verdict`}>
        {tile.verdict}
      </Tag>
    </div>
  );
}

function HowMeasured({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.how}>
      <Button variant="minimal" size="small" icon={open ? 'chevron-down' : 'chevron-right'} text={LIFT.howTitle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)} data-testid="rec-lift-how-toggle" />
      <Collapse isOpen={open}>
        <p id={id} className={Classes.TEXT_MUTED} data-testid="rec-lift-how">
          {text}
        </p>
      </Collapse>
    </div>
  );
}

function HoldoutOff() {
  const { linkTo, navigate } = useNavigation();
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(HOLDOUT_SETTINGS_PATH);
  };
  return (
    <Callout icon="eye-off" data-testid="rec-lift-off">
      <p>{LIFT.off}</p>
      <a href={linkTo(HOLDOUT_SETTINGS_PATH)} onClick={open} data-testid="rec-lift-off-link">
        {LIFT.offLink}
      </a>
    </Callout>
  );
}

function LiftBody({ answer }: { answer: LiftAnswer }) {
  const [scope, setScope] = useState(SITE_SCOPE);
  const view = liftView(answer, scope);
  if (view.kind === 'off') return <HoldoutOff />;
  const options = scopeOptions(answer);
  return (
    <>
      {options.length > 1 && (
        <label className={styles.scope}>
          {LIFT.scope}
          <HTMLSelect value={scope} onChange={(e) => setScope(e.currentTarget.value)} options={options} data-testid="rec-lift-scope" />
        </label>
      )}
      {view.kind === 'empty' ? (
        <p className={Classes.TEXT_MUTED} data-testid="rec-lift-empty">
          {LIFT.empty}
        </p>
      ) : (
        <>
          {view.srmWarning && (
            <Callout intent={Intent.WARNING} icon="warning-sign" data-testid="rec-lift-srm">
              {view.srmWarning}
            </Callout>
          )}
          <Callout intent={INTENTS[view.tone]} icon={HEADLINE_ICONS[view.tone]} compact className={styles.headline} data-testid="rec-lift-headline">
            {view.headline}
          </Callout>
          <div className={styles.tiles}>
            {view.tiles.map((t) => (
              <Tile key={t.metric} tile={t} />
            ))}
          </div>
          <p className={`${Classes.TEXT_MUTED} ${styles.footer}`} data-testid="rec-lift-visitors">
            {view.visitors}
            {view.planning && <span data-testid="rec-lift-planning"> · {view.planning}</span>}
          </p>
        </>
      )}
      <HowMeasured text={answer.howMeasured} />
    </>
  );
}

/** The online dashboard's causal panel: treatment against the holdout, labelled apart from attribution. */
export function LiftPanel({ from, to }: { from: string; to: string }) {
  const lift = useLift(from, to);
  return (
    <Card className={styles.card} data-testid="rec-lift">
      <H4 className={styles.title}>{LIFT.title}</H4>
      <p className={Classes.TEXT_MUTED}>{LIFT.causedText}</p>
      {lift.state === 'loading' && <p className={Classes.SKELETON}>{LIFT.loading}</p>}
      {lift.state === 'error' && (
        <Callout intent={Intent.DANGER} title={LIFT.failed} data-testid="rec-lift-error">
          {lift.message}
        </Callout>
      )}
      {lift.state === 'ok' && <LiftBody key={`${from}|${to}`} answer={lift.data} />}
    </Card>
  );
}
