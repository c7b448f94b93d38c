import { AnchorButton, Button } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useNavigation } from 'sdk';
import { ALL_TEMPLATES } from '../../model/catalogue';
import { buildGallery } from '../../model/gallery';
import { HOME } from '../messages';
import { Panel } from './Panel';
import styles from './HomePage.module.scss';

/** 'Take it to the next level' (free plan): the gallery's freemium collection. */
export function NextLevel({ onHide }: { onHide: () => void }) {
  const { linkTo } = useNavigation();
  const blocks = useMemo(() => buildGallery(ALL_TEMPLATES, { devMode: false }).gallery.galleryMap.freemium?.blocks ?? [], []);
  return (
    <Panel title={HOME.nextLevel} testId="rec-next-level" onHide={onHide}>
      <p>{HOME.nextLevelText}</p>
      <ul className={styles.chips}>
        {blocks.slice(0, 8).map((b) => (
          <li key={b.id}>
            <a href={linkTo('gallery')}>{b.title}</a>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The free-setup offer (not for the free starter plan). */
export function FreeSetup({ onHide }: { onHide: () => void }) {
  const { linkTo } = useNavigation();
  return (
    <Panel title={HOME.freeSetup} testId="rec-free-setup" onHide={onHide}>
      <p>{HOME.freeSetupText}</p>
      <AnchorButton className={styles.panelAction} text={HOME.bookSetup} icon="calendar" href={linkTo('settings/plan')} />
    </Panel>
  );
}

/** The upsell on the free plan, unless HicPlusDisablePoweredByLogo. */
export function Upsell({ onHide }: { onHide: () => void }) {
  const { navigate } = useNavigation();
  return (
    <Panel title={HOME.upsellTitle} testId="rec-upsell" onHide={onHide}>
      <p>{HOME.upsellText}</p>
      <Button className={styles.panelAction} text={HOME.upgradeNow} intent="success" icon="arrow-up" onClick={() => navigate('settings/plan')} />
    </Panel>
  );
}
