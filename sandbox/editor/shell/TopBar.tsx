/**
 * Spec 2's top bar: close (Exit to list), placement selector with status badges, the
 * unsaved-changes bar (Discard, Save / Save and Update), undo and redo, Preview (not for
 * EMAIL), the status chip and spec 4's split action button.
 */
import { Button, ButtonGroup, Classes, Menu, MenuDivider, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { STATUS_LABELS, type RecStatus } from '../../../plugins/recommendations/model/places';
import { displayStatus } from '../../../plugins/recommendations/model/status';
import type { EditorController } from '../app/EditorController';
import { openPreview, runAction } from '../app/actions';
import { actionsFor, placeLabel, placementOptions, type PlacementOption, type ShellAction } from './layout';
import { SHELL_MESSAGES as M } from './messages';
import { VersionsMenu } from './VersionsMenu';
import styles from './Shell.module.scss';

const ACTION_LABELS: Record<ShellAction, string> = {
  save: M.save,
  discard: M.discard,
  activate: M.goLive,
  deactivate: M.pause,
  archive: M.archive,
  'archive-restore': M.restore,
  delete: M.delete,
};
const ACTION_ICONS = { save: 'floppy-disk', discard: 'undo', activate: 'play', deactivate: 'pause', archive: 'archive', 'archive-restore': 'unarchive', delete: 'trash' } as const;

function Badges({ option }: { option: PlacementOption }) {
  return (
    <span className={styles.badges}>
      <Tag minimal round intent={option.live ? 'success' : 'none'}>
        {M.live(option.live)}
      </Tag>
      <Tag minimal round>
        {M.notLive(option.notLive)}
      </Tag>
    </span>
  );
}

const PlacementSelector = observer(function PlacementSelector({ c }: { c: EditorController }) {
  const { sitewide, pages } = placementOptions(c.recs, c.ctx.channel);
  const item = (option: PlacementOption) => (
    <MenuItem key={option.place} text={option.label} active={option.place === c.place} labelElement={<Badges option={option} />} onClick={() => c.selectPlace(option.place)} />
  );
  const menu = (
    <Menu aria-label={M.placement}>
      {sitewide && item(sitewide)}
      <MenuDivider title={M.pages} />
      {pages.map(item)}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-start" disabled={c.ctx.channel === 'email'}>
      <Button variant="minimal" icon="map-marker" endIcon={c.ctx.channel === 'email' ? undefined : 'caret-down'} text={placeLabel(c.place)} aria-label={M.placement} data-testid="placement" />
    </Popover>
  );
});

const ActionButton = observer(function ActionButton({ c }: { c: EditorController }) {
  const rec = c.rec!;
  const { primary, more } = actionsFor(rec.status, false);
  const run = (action: ShellAction) => void runAction(c, action);
  return (
    <ButtonGroup>
      <Button intent={primary === 'deactivate' ? 'warning' : 'primary'} icon={ACTION_ICONS[primary]} text={ACTION_LABELS[primary]} loading={primary === 'save' && c.saving} onClick={() => run(primary)} data-action={primary} />
      <Popover
        placement="bottom-end"
        content={
          <Menu>
            {more.map((action) => (
              <MenuItem key={action} icon={ACTION_ICONS[action]} text={ACTION_LABELS[action]} intent={action === 'delete' ? 'danger' : undefined} onClick={() => run(action)} data-action={action} />
            ))}
          </Menu>
        }
      >
        <Button intent={primary === 'deactivate' ? 'warning' : 'primary'} icon="caret-down" aria-label="More actions" />
      </Popover>
    </ButtonGroup>
  );
});

/** Spec 4: a Draft never saved shows as initial, a Draft that was once live as Paused. */
const StatusChip = observer(function StatusChip({ c }: { c: EditorController }) {
  const rec = c.rec!;
  const shown = displayStatus({ status: rec.status as RecStatus, everProduction: c.meta.everProduction, everUpdated: rec.status !== 'initial' });
  return (
    <Tag large round intent={shown === 'production' ? 'success' : shown === 'deactivated' ? 'warning' : 'none'} data-testid="status-chip">
      {STATUS_LABELS[shown] ?? rec.status}
    </Tag>
  );
});

export const TopBar = observer(function TopBar({ c }: { c: EditorController }) {
  const rec = c.rec;
  const dirty = rec?.isDirty ?? false;
  return (
    <header className={`${styles.topBar} ${Classes.ELEVATION_1}`} data-testid="editor-top-bar">
      <Button variant="minimal" icon="cross" text={M.exit} onClick={() => void c.host.exit()} className={styles.exit} />
      <PlacementSelector c={c} />
      <span className={styles.spacer} />
      {rec && (
        <>
          <ButtonGroup variant="minimal">
            <Button icon="undo" aria-label={M.undo} title={M.undo} disabled={!c.history?.canUndo} onClick={() => c.history?.undo()} />
            <Button icon="redo" aria-label={M.redo} title={M.redo} disabled={!c.history?.canRedo} onClick={() => c.history?.redo()} />
            {rec.status !== 'initial' && <VersionsMenu c={c} />}
          </ButtonGroup>
          {dirty && rec.status !== 'initial' && (
            <span className={styles.unsaved} role="status" data-testid="unsaved-bar">
              <span className={Classes.TEXT_MUTED}>{c.saving ? M.saving : M.unsaved}</span>
              <Button text={M.discard} onClick={() => void runAction(c, 'discard')} />
              <Button intent="primary" text={M.saveAndUpdate} loading={c.saving} onClick={() => void runAction(c, 'save')} />
            </span>
          )}
          {c.ctx.channel !== 'email' && <Button icon="eye-open" text={M.preview} onClick={() => void openPreview(c)} />}
          <StatusChip c={c} />
          <ActionButton c={c} />
        </>
      )}
    </header>
  );
});
