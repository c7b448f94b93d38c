import { Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { IconNamesSet as KNOWN } from '../theme/blueprintIconNames';
import styles from './AppletIcon.module.scss';

const FALLBACK: IconName = 'application';

/** An applet's icon on a coloured tile; unknown icon names fall back to a generic one. */
export function AppletIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  const name = (KNOWN.has(icon) ? icon : FALLBACK) as IconName;
  return (
    <span className={styles.tile} style={{ width: size, height: size, borderRadius: Math.round(size / 4.5) }} aria-hidden="true">
      <Icon icon={name} size={Math.round(size * 0.5)} />
    </span>
  );
}
