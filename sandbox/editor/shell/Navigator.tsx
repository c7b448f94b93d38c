/**
 * Spec 2's left navigator: this page's recommendations first, then the Sitewide group, then
 * 'GLOBAL SETTINGS' (archived hidden). Open or closed and pinned are remembered (through the
 * console). Unpinned, it closes after a choice, leaving the middle to the preview.
 */
import { Button, Classes, Menu, MenuDivider, MenuItem, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { EditorRecSummary } from '../../../sdk/sandbox';
import { STATUS_LABELS, type RecStatus } from '../../../plugins/recommendations/model/places';
import type { EditorController } from '../app/EditorController';
import { navigatorGroups } from './layout';
import { COVERS_PREVIEW_ATTR } from './PreviewArea';
import { SHELL_MESSAGES as M } from './messages';
import styles from './Shell.module.scss';

/** On a phone it floats over everything, starts closed and is not remembered (the desktop layout is). */
export const Navigator = observer(function Navigator({ c, phone }: { c: EditorController; phone: boolean }) {
  const navPinned = c.prefs.navPinned && !phone;
  const navOpen = phone ? c.phoneNavOpen : c.prefs.navOpen;
  const setOpen = (open: boolean) => (phone ? c.setPhoneNavOpen(open) : c.updatePrefs({ navOpen: open }));
  if (!navOpen) {
    return (
      <nav className={`${styles.navigator} ${styles.navClosed}`} aria-label={M.navigator}>
        <Button variant="minimal" icon="menu-open" aria-label={M.navigator} title={M.navigator} onClick={() => setOpen(true)} />
      </nav>
    );
  }
  const { page, sitewide } = navigatorGroups(c.recs, c.place);
  const current = c.ctx.recommendationId;
  const open = (id: string) => {
    if (!navPinned) setOpen(false);
    if (id !== current) void c.host.open({ id, place: c.place });
  };
  const item = (rec: EditorRecSummary) => (
    <MenuItem
      key={rec.id}
      text={rec.title || rec.external}
      active={rec.id === current}
      onClick={() => open(rec.id)}
      labelElement={
        <Tag minimal round intent={rec.status === 'production' ? 'success' : 'none'}>
          {STATUS_LABELS[rec.displayStatus as RecStatus] ?? rec.displayStatus}
        </Tag>
      }
    />
  );
  return (
    <nav className={`${styles.navigator} ${navPinned ? '' : styles.navFloating} ${Classes.ELEVATION_0}`} aria-label={M.navigator} data-testid="navigator" {...(navPinned ? {} : { [COVERS_PREVIEW_ATTR]: '' })}>
      <div className={styles.navHeader}>
        <strong>{M.navigator}</strong>
        <span className={styles.spacer} />
        {!phone && <Button variant="minimal" size="small" icon="pin" active={navPinned} aria-pressed={navPinned} aria-label={M.pin} title={M.pin} onClick={() => c.updatePrefs({ navPinned: !navPinned })} />}
        <Button variant="minimal" size="small" icon="menu-closed" aria-label="Close" onClick={() => setOpen(false)} />
      </div>
      <Menu className={styles.navMenu}>
        {page.map(item)}
        {c.place !== 'SITEWIDE' && !page.length && <li className={`${Classes.TEXT_MUTED} ${styles.navEmpty}`}>{M.noRecommendations}</li>}
        {sitewide.length > 0 && <MenuDivider title={M.sitewide} />}
        {sitewide.map(item)}
        {c.ctx.channel === 'online' && (
          <>
            <MenuDivider />
            <MenuItem icon="globe" text={M.globalSettings} active={current === 'global'} onClick={() => open('global')} />
          </>
        )}
      </Menu>
    </nav>
  );
});
