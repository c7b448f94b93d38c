import { Callout, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useSession } from 'sdk';
import type { RecTemplate } from '../../model/catalogue';
import { EDITIONS } from '../../model/catalogue';
import { RecPage } from '../shared/RecPage';
import { useRecStore } from '../store/useRecStore';
import { instancesOf } from './addFlow';
import { PURPOSE_TITLES } from './GalleryFilters';
import { GALLERY, INFO_PAGES } from './messages';
import { Slider } from './Slider';
import { TemplateCard } from './TemplateCard';
import { useAddContext } from './useAddContext';
import { useTemplates } from './useTemplates';
import styles from './Gallery.module.scss';

/**
 * Spec 2: the hidden editions preview (dev mode): what edition-starter and edition-advanced
 * put in a store's gallery. Read-only: it shows the cards, adding is the gallery's job.
 */
const Editions = observer(function Editions() {
  const store = useRecStore();
  const templates = useTemplates();
  const ctx = useAddContext(store);
  if (templates.state !== 'ok') return templates.state === 'error' ? <Callout intent="danger" title={GALLERY.loadFailed} /> : null;
  const byId = new Map<string, RecTemplate>(templates.data.templates.map((t) => [t.keyId, t]));
  return (
    <div className={styles.sections}>
      {EDITIONS.map((id) => {
        const collection = templates.data.gallery.galleryMap[id];
        const members = (collection?.blocks ?? []).map((b) => byId.get(b.id)).filter((t): t is RecTemplate => !!t);
        return (
          <section key={id} className={styles.section} data-testid={`rec-edition-${id}`}>
            <h3 className={styles.sectionTitle}>
              {collection?.title ?? id} <span className={Classes.TEXT_MUTED}>({id}) · {GALLERY.count(members.length)}</span>
            </h3>
            <p className={Classes.TEXT_MUTED}>{collection?.description}</p>
            <Slider
              items={members}
              keyOf={(t) => t.keyId}
              label={collection?.title ?? id}
              testId={`rec-slider-${id}`}
              render={(t) => (
                <TemplateCard template={t} places={ctx.fit(t).places} instances={instancesOf(store.recommendations, t).length} provisionable={false} busy={false} layout="grid" purposeTitle={PURPOSE_TITLES[t.lifeCycleName]} />
              )}
            />
          </section>
        );
      })}
    </div>
  );
});

export function EditionsPage() {
  const { devMode } = useSession();
  return (
    <RecPage title={INFO_PAGES.editionsTitle} testId="rec-editions">
      {devMode ? (
        <>
          <p className={`${Classes.TEXT_MUTED} ${styles.intro}`}>{INFO_PAGES.editionsText}</p>
          <Editions />
        </>
      ) : (
        <Callout icon="lock" data-testid="rec-editions-staff-only">
          {INFO_PAGES.editionsStaffOnly}
        </Callout>
      )}
    </RecPage>
  );
}
