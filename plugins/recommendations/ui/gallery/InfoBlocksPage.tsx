import { AnchorButton, Button, Callout, Card, Classes, H5 } from '@blueprintjs/core';
import type { GalleryBlock } from '../../model/gallery';
import { InstalledOnly } from '../shared/InstalledOnly';
import { RecPage } from '../shared/RecPage';
import { GALLERY, INFO_PAGES } from './messages';
import { useTemplates } from './useTemplates';
import styles from './Gallery.module.scss';

interface InfoBlocksProps {
  collection: 'themes' | 'integrations';
  title: string;
  text: string;
}

/** A steady hue per name, so each vendor keeps its colour. */
const hueOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);

function BlockCard({ block, description }: { block: GalleryBlock; description: string }) {
  return (
    <Card className={styles.infoCard} data-testid={`rec-info-${block.id}`}>
      <div className={styles.infoHead}>
        <span className={styles.monogram} style={{ ['--hue' as string]: hueOf(block.title) }} aria-hidden>
          {block.title.charAt(0)}
        </span>
        <H5 className={styles.cardTitle}>{block.title}</H5>
      </div>
      <p className={Classes.TEXT_MUTED}>{description}</p>
      {block.config.install && (
        <p>
          <strong>{INFO_PAGES.install}: </strong>
          {block.config.install}
        </p>
      )}
      {block.config.www && (
        <div className={styles.infoLinks}>
          <AnchorButton icon="share" variant="outlined" text={INFO_PAGES.website} href={block.config.www} target="_blank" rel="noopener noreferrer" data-testid="rec-info-www" />
        </div>
      )}
    </Card>
  );
}

/** Spec 2: Supported Themes and Integrations list the blocks of their product type. */
function InfoBlocks({ collection, title, text }: InfoBlocksProps) {
  const templates = useTemplates();
  // A block's text is its template's plain description: no HTML is injected.
  const descriptions = new Map(templates.state === 'ok' ? templates.data.templates.map((t) => [t.keyId, t.description]) : []);
  const blocks = templates.state === 'ok' ? (templates.data.gallery.galleryMap[collection]?.blocks ?? []) : [];
  let body;
  if (templates.state === 'loading')
    body = (
      <div className={styles.infoGrid}>
        {[0, 1, 2].map((i) => (
          <Card key={i} className={`${styles.infoCard} ${Classes.SKELETON}`} style={{ height: 140 }} />
        ))}
      </div>
    );
  else if (templates.state === 'error')
    body = (
      <Callout intent="danger" title={GALLERY.loadFailed}>
        <Button text={GALLERY.retry} icon="refresh" onClick={templates.retry} />
      </Callout>
    );
  else if (!blocks.length) body = <Callout>{INFO_PAGES.empty}</Callout>;
  else
    body = (
      <div className={styles.infoGrid}>
        {blocks.map((b) => (
          <BlockCard key={b.id} block={b} description={descriptions.get(b.id) ?? ''} />
        ))}
      </div>
    );
  return (
    <RecPage title={title} testId={`rec-${collection}`}>
      <p className={`${Classes.TEXT_MUTED} ${styles.intro}`}>{text}</p>
      {body}
    </RecPage>
  );
}

export const ThemesPage = () => (
  <InstalledOnly>
    <InfoBlocks collection="themes" title={INFO_PAGES.themesTitle} text={INFO_PAGES.themesText} />
  </InstalledOnly>
);

export const IntegrationsPage = () => (
  <InstalledOnly>
    <InfoBlocks collection="integrations" title={INFO_PAGES.integrationsTitle} text={INFO_PAGES.integrationsText} />
  </InstalledOnly>
);
