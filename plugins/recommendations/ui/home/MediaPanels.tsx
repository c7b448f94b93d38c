import { useNavigation } from 'sdk';
import { HOME } from '../messages';
import { Panel } from './Panel';
import { Poster } from './Poster';
import styles from './HomePage.module.scss';

/** A row of video tiles: local posters, each leading to the applet page it is about. */
function Tiles({ items, offset }: { items: readonly { title: string; path: string }[]; offset: number }) {
  const { linkTo } = useNavigation();
  return (
    <div className={styles.tiles}>
      {items.map((item, i) => (
        // The poster is a drawing: the link is named by the video's title.
        <a key={item.title} className={styles.tile} href={linkTo(item.path)} aria-label={item.title}>
          <Poster title={item.title} index={i + offset} />
        </a>
      ))}
    </div>
  );
}

export function GettingStarted({ onHide }: { onHide: () => void }) {
  return (
    <Panel title={HOME.gettingStarted} testId="rec-getting-started" onHide={onHide}>
      <p>{HOME.gettingStartedText}</p>
      <Tiles items={HOME.gettingStartedVideos} offset={0} />
    </Panel>
  );
}

export function Inspiration({ onHide }: { onHide: () => void }) {
  return (
    <Panel title={HOME.inspiration} testId="rec-inspiration" onHide={onHide}>
      <p>{HOME.inspirationText}</p>
      <Tiles items={HOME.inspirationVideos} offset={3} />
    </Panel>
  );
}
