import { Button, Classes } from '@blueprintjs/core';
import { CaretDown, Globe } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useConsole } from '../console/ConsoleContext';
import { SITE_MESSAGES } from './messages';
import styles from './SiteButton.module.scss';

function Favicon({ src }: { src: string | undefined }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <Globe className={styles.fallbackIcon} />;
  return <img className={styles.favicon} src={src} alt="" width={18} height={18} onError={() => setBroken(true)} />;
}

/** The current site in the header; opens the Change Site dialog. */
export const SiteButton = observer(function SiteButton() {
  const { sites, dialogs } = useConsole();
  const site = sites.current;
  if (!site) return null;
  return (
    <Button
      variant="minimal"
      className={styles.button}
      icon={<Favicon key={site._id} src={site.getFavIcon} />}
      endIcon={<CaretDown />}
      onClick={() => dialogs.openChangeSite()}
      aria-label={SITE_MESSAGES.currentSite(site.name)}
      title={SITE_MESSAGES.changeSite}
      data-testid="site-button"
    >
      <span className={[styles.name, Classes.TEXT_OVERFLOW_ELLIPSIS].join(' ')}>{site.name}</span>
    </Button>
  );
});
