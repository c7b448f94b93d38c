import { Icon } from '@blueprintjs/core';
import type { RecTemplate } from '../../model/catalogue';
import { PLACE_ICONS } from './PageStep';
import styles from './Gallery.module.scss';

const HUES: Record<string, number> = { discover: 210, explore: 165, buy: 28, engage: 290, evergreen: 120, ongoing: 250 };

/**
 * A template's preview, drawn here (no outside host, no image request): a little store page
 * with the recommendation's products, or a growth bot's bar, tinted by purpose.
 */
export function TemplatePreview({ template }: { template: RecTemplate }) {
  const hue = HUES[template.lifeCycleName] ?? 210;
  const bot = template.productType === 'GROWTHBOT';
  const email = template.places.includes('EMAIL');
  return (
    <div className={styles.preview} style={{ ['--hue' as string]: hue }} aria-hidden data-testid="rec-template-preview">
      <div className={styles.previewBar}>
        <Icon icon={PLACE_ICONS[template.places[0] ?? 'NA']} size={12} />
        <span />
      </div>
      {bot ? (
        <div className={styles.previewBot}>
          <Icon icon="flash" size={14} />
          <span />
        </div>
      ) : (
        <div className={email ? styles.previewTilesEmail : styles.previewTiles}>
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={styles.previewTile}>
              <i />
              <b />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
