import { Classes, PopoverNext, Tag, type IconName, type Intent } from '@blueprintjs/core';
import { useNavigation } from 'sdk';
import { DASHBOARD } from '../messages';
import type { ThemeRowState } from './useThemeStatus';
import styles from './Dashboard.module.scss';

type Shown = Exclude<ThemeRowState, 'none'>;
const ICON: Record<Shown, IconName> = { installed: 'tick-circle', 'embed-off': 'offline', 'location-missing': 'map-marker', unknown: 'help', checking: 'time' };

/** A live recommendation that does not show is the urgent case: red. A draft's missing location can wait: amber. */
function intentOf(state: Shown, live: boolean): Intent {
  if (state === 'installed') return 'success';
  if (state === 'embed-off' || state === 'location-missing') return live ? 'danger' : 'warning';
  return 'none';
}

export interface ThemeTagProps {
  state: ThemeRowState;
  live: boolean;
  /** Where the editor opens at this recommendation. */
  editorHref: string;
}

/**
 * "Installed in the theme" beside the published status and the under-test pill. Clicking it
 * (or tapping, on a phone) says what is missing and where to fix it.
 */
export function ThemeTag({ state, live, editorHref }: ThemeTagProps) {
  const { linkTo } = useNavigation();
  if (state === 'none') return null;
  const t = DASHBOARD.theme;
  const todo = t.todo[state];
  const hint = live && (state === 'embed-off' || state === 'location-missing') ? `${t.hint[state]}. ${t.liveButHidden}` : t.hint[state];
  const content = (
    <div className={styles.themePopover} data-testid="rec-theme-details">
      <p>{hint}</p>
      {todo && <p className={Classes.TEXT_MUTED}>{todo}</p>}
      {state === 'embed-off' ? <a href={linkTo('settings')}>{t.openSettings}</a> : state !== 'installed' && state !== 'checking' && <a href={editorHref}>{t.openEditor}</a>}
    </div>
  );
  return (
    <PopoverNext content={content} placement="bottom-start" disabled={state === 'checking'}>
      <Tag
        minimal
        round
        interactive={state !== 'checking'}
        intent={intentOf(state, live)}
        icon={ICON[state]}
        title={t.hint[state]}
        className={styles.themeTag}
        data-testid="rec-theme"
        data-state={state}
      >
        {t.label[state]}
      </Tag>
    </PopoverNext>
  );
}
