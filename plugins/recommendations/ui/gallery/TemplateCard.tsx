import { AnchorButton, Button, Card, Classes, H5, Icon, Tag } from '@blueprintjs/core';
import type { RecTemplate } from '../../model/catalogue';
import { PLACE_LABELS, type Place } from '../../model/places';
import { GALLERY } from './messages';
import { TemplatePreview } from './TemplatePreview';
import styles from './Gallery.module.scss';

export interface TemplateCardProps {
  template: RecTemplate;
  /** The pages this store may put it on (spec 5). */
  places: Place[];
  instances: number;
  provisionable: boolean;
  busy: boolean;
  /** blockModify: nothing may be created (the page says why). */
  disabled?: boolean;
  layout: 'grid' | 'list';
  purposeTitle?: string;
  /** Without it the card is read-only (the editions preview). */
  onAdd?(template: RecTemplate): void;
}

/** One template: its preview, words, pages and the Add (or 'Contact Us') action. */
export function TemplateCard({ template: t, places, instances, provisionable, busy, disabled, layout, purposeTitle, onAdd }: TemplateCardProps) {
  const action = !onAdd ? null : provisionable ? (
    <Button icon="add" intent="primary" text={GALLERY.add} loading={busy} disabled={disabled} onClick={() => onAdd(t)} aria-label={`${GALLERY.add} ${t.title}`} data-testid="rec-template-add" />
  ) : (
    <AnchorButton icon="envelope" text={GALLERY.contactUs} href={GALLERY.contactUsMail(t.title)} title={GALLERY.contactUsHint} data-testid="rec-template-contact" />
  );
  // Spec 3's place labels; a template the store cannot place still says where it would go.
  const shownPlaces = places.length ? places : t.places;
  return (
    <Card className={layout === 'grid' ? styles.card : styles.row} data-testid={`rec-template-${t.keyId}`} data-template={t.keyId}>
      <TemplatePreview template={t} />
      <div className={styles.cardBody}>
        <H5 className={styles.cardTitle}>{t.title}</H5>
        <p className={`${Classes.TEXT_MUTED} ${styles.cardText}`}>{t.description}</p>
        {/* The pages as one quiet line: on a phone's 2 by 2 grid tags would take the card. */}
        <p className={styles.places} data-testid="rec-template-places">
          <Icon icon="page-layout" size={12} />
          <span>{shownPlaces.map((p) => PLACE_LABELS[p]).join(' · ')}</span>
        </p>
        <div className={styles.tags}>
          {purposeTitle && <Tag minimal intent="primary">{purposeTitle}</Tag>}
          {instances > 0 && (
            <Tag minimal intent="success" icon="tick" data-testid="rec-template-in-use">
              {GALLERY.instances(instances)}
            </Tag>
          )}
          {(t.hidden || t.title.includes('*')) && (
            <Tag minimal intent="warning" icon="eye-off">
              {GALLERY.hiddenTemplate}
            </Tag>
          )}
        </div>
      </div>
      {action && <div className={styles.cardAction}>{action}</div>}
    </Card>
  );
}
