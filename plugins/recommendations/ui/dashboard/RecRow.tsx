import { AnchorButton, Button, Classes, Switch, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useNavigation } from 'sdk';
import { REC_MESSAGES as R } from '../../model/messages';
import { basePlace, PLACE_LABELS, STATUS_LABELS } from '../../model/places';
import { DASHBOARD } from '../messages';
import { editorPath } from '../shared/paths';
import type { RecommendationInstance, RecStoreInstance } from '../store/RecStore';
import { count, money, percent } from './format';
import type { RecMetricsRow } from './metricsTypes';
import { hyperBlockName } from './StaffInfoDialog';
import { ThemeTag } from './ThemeTag';
import type { Readiness } from './useReadiness';
import type { ThemeRowState } from './useThemeStatus';
import styles from './Dashboard.module.scss';

const STATUS_INTENT = { production: 'success', deactivated: 'warning', staging: 'primary', initial: 'none', archived: 'none' } as const;

export interface RecRowProps {
  rec: RecommendationInstance;
  store: RecStoreInstance;
  channel: 'online' | 'email';
  metrics?: RecMetricsRow;
  currency: string;
  readiness?: Readiness;
  /** Installed in the theme: 'none' where a theme has no say (email, archived). */
  theme: ThemeRowState;
  staff: boolean;
  blocked: boolean;
  onStaffInfo(rec: RecommendationInstance): void;
}

/** One recommendation: its status at a glance, its numbers and spec 2's row actions. */
export const RecRow = observer(function RecRow({ rec, store, channel, metrics, currency, readiness, theme, staff, blocked, onStaffInfo }: RecRowProps) {
  const { linkTo, navigate } = useNavigation();
  const shown = rec.displayStatus;
  const archived = rec.status === 'archived';
  const busy = store.isBusy(rec._id);
  const editable = !rec.fromPlatformEditor;
  const editor = linkTo(editorPath(channel, rec.place, rec._id, rec.external));
  const toggle = async () => {
    const result = await store.run(rec._id, rec.status === 'production' ? 'deactivate' : 'activate');
    if (result === 'review') navigate(editorPath(channel, rec.place, rec._id, rec.external));
  };
  const onName = (e: MouseEvent) => {
    if (staff && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onStaffInfo(rec);
    }
  };
  const place = PLACE_LABELS[basePlace(rec.place) ?? 'NA'];
  const c = DASHBOARD.columns;
  return (
    <tr data-testid={`rec-row-${rec._id}`} data-status={shown}>
      <td className={styles.nameCell}>
        <a href={editor} onClick={onName} className={styles.name}>
          {rec.title || DASHBOARD.untitled}
        </a>
        <div className={`${Classes.TEXT_MUTED} ${styles.place}`}>{place}</div>
        <div className={styles.pills}>
          {rec.fromPlatformEditor && <Tag minimal>{DASHBOARD.platformEditor}</Tag>}
          {staff && (
            <>
              <Tag minimal intent="primary" data-testid="rec-pill">{rec.kind}</Tag>
              <Tag minimal intent="primary" data-testid="rec-pill">{rec.qualifiedName}</Tag>
              {hyperBlockName(rec) && <Tag minimal intent="primary" data-testid="rec-pill">{hyperBlockName(rec)}</Tag>}
              <Tag minimal intent="primary" data-testid="rec-pill">{rec.external}</Tag>
            </>
          )}
        </div>
      </td>
      <td data-label={c.status}>
        <div className={styles.statusGroup}>
          <Tag intent={STATUS_INTENT[shown]} round data-testid="rec-status">
            {STATUS_LABELS[shown]}
          </Tag>
          <ThemeTag state={archived ? 'none' : theme} live={rec.status === 'production'} editorHref={editor} />
          {rec.underTest && !archived && (
            <Tag minimal intent="warning" round icon="lab-test" title={DASHBOARD.underTestHint} data-testid="rec-under-test">
              {DASHBOARD.underTest}
            </Tag>
          )}
        </div>
        {readiness && !archived && <ReadinessNote readiness={readiness} live={rec.status === 'production'} />}
      </td>
      <td className={styles.num} data-label={c.views} data-testid="rec-views">{count(metrics?.views ?? 0)}</td>
      <td className={styles.num} data-label={c.clicks}>{count(metrics?.clicks ?? 0)}</td>
      <td className={styles.num} data-label={c.ctr}>{percent(metrics?.clickThrough ?? null)}</td>
      <td className={styles.num} data-label={c.revenue}>{money(metrics?.revenueImpacted ?? 0, currency)}</td>
      <td className={styles.num} data-label={c.direct}>{money(metrics?.directClickRevenue ?? 0, currency)}</td>
      <td>
        <div className={styles.actions}>
          {editable && !archived && (
            <Switch
              checked={rec.status === 'production'}
              disabled={busy || blocked}
              aria-label={DASHBOARD.live}
              title={DASHBOARD.live}
              inline
              className={styles.switch}
              onChange={() => void toggle()}
              data-testid="rec-live-switch"
            />
          )}
          <AnchorButton href={editor} size="small" variant="outlined" text={editable && !archived ? DASHBOARD.configure : DASHBOARD.view} data-testid="rec-configure" />
          {editable && !archived && rec.status !== 'initial' && (
            <Button size="small" variant="minimal" icon="archive" aria-label={DASHBOARD.archive} title={DASHBOARD.archive} disabled={busy || blocked} onClick={() => void store.run(rec._id, 'archive')} data-testid="rec-archive" />
          )}
          {archived && (
            <Button size="small" variant="minimal" icon="undo" text={DASHBOARD.restore} disabled={busy || blocked} onClick={() => void store.run(rec._id, 'archive-restore')} data-testid="rec-restore" />
          )}
          {editable && (
            <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={DASHBOARD.delete} title={DASHBOARD.delete} disabled={busy || blocked} onClick={() => void store.remove(rec._id)} data-testid="rec-delete" />
          )}
        </div>
      </td>
    </tr>
  );
});

/** Endpoint readiness where the merchant looks for it: under the status. */
function ReadinessNote({ readiness, live }: { readiness: Readiness; live: boolean }) {
  if (readiness === 'waiting') return <div className={`${Classes.TEXT_MUTED} ${styles.note}`}>{R.waiting}</div>;
  if (readiness === 'unsupported') return <div className={`${Classes.TEXT_MUTED} ${styles.note}`}>{R.unavailable}</div>;
  if (readiness === 'ready' && live) return <div className={`${Classes.TEXT_MUTED} ${styles.note}`}>{DASHBOARD.goingLive}</div>;
  return null;
}
