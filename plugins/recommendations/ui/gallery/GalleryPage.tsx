import { Button, Callout, Card, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { REC_MESSAGES as R } from '../../model/messages';
import type { RecTemplate } from '../../model/catalogue';
import { InstalledOnly } from '../shared/InstalledOnly';
import { RecPage } from '../shared/RecPage';
import { ProblemDialog } from '../store/ProblemDialog';
import { useRecStore } from '../store/useRecStore';
import { instancesOf } from './addFlow';
import { filterTemplates, isAddable, sectionsOf } from './filter';
import { GalleryFilters, PURPOSE_TITLES, type Layout } from './GalleryFilters';
import { GALLERY } from './messages';
import { Slider } from './Slider';
import { TemplateCard } from './TemplateCard';
import { useAddContext } from './useAddContext';
import { useAddFlow } from './useAddFlow';
import { useGalleryFilters } from './useGalleryFilters';
import { useTemplates } from './useTemplates';
import styles from './Gallery.module.scss';

/** Spec 2: 20 placeholder cards while the templates load. */
export const PLACEHOLDER_CARDS = 20;
const LAYOUT_KEY = 'vitrine.rec.gallery.layout';

function savedLayout(): Layout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** The template explorer: filters, the count, sliders by purpose or a list, and adding. */
const Gallery = observer(function Gallery() {
  const store = useRecStore();
  const templates = useTemplates();
  const ctx = useAddContext(store);
  const flow = useAddFlow({ store, mode: ctx.mode, view: ctx.view, shopDomain: ctx.shopDomain });
  const [filters, setFilters] = useGalleryFilters();
  const [layout, setLayout] = useState<Layout>(savedLayout);
  const changeLayout = (next: Layout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // Private windows may refuse storage: the toggle still works for this visit.
    }
  };

  const all = useMemo(
    () => (templates.state === 'ok' ? templates.data.templates.filter((t) => isAddable(t) && (ctx.emailOn || !t.places.includes('EMAIL'))) : []),
    [templates, ctx.emailOn],
  );
  const shown = useMemo(() => filterTemplates(all, filters), [all, filters]);
  const places = useMemo(() => [...new Set(all.flatMap((t) => t.places))], [all]);

  const card = (t: RecTemplate, cardLayout: Layout) => {
    const { places: fits, provisionable } = ctx.fit(t);
    return (
      <TemplateCard
        template={t}
        places={fits}
        instances={instancesOf(store.recommendations, t).length}
        provisionable={provisionable}
        disabled={ctx.blocked}
        busy={flow.busy === t.keyId}
        layout={cardLayout}
        purposeTitle={PURPOSE_TITLES[t.lifeCycleName]}
        onAdd={(picked) => flow.begin(picked)}
      />
    );
  };

  let body;
  if (templates.state === 'loading') {
    body = (
      <div className={styles.placeholders} data-testid="rec-gallery-loading">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
          <Card key={i} className={`${styles.card} ${styles.placeholder}`} data-testid="rec-template-placeholder">
            <div className={`${styles.preview} ${Classes.SKELETON}`} />
            <div className={Classes.SKELETON}>&nbsp;</div>
            <div className={Classes.SKELETON}>&nbsp;</div>
          </Card>
        ))}
      </div>
    );
  } else if (templates.state === 'error') {
    body = (
      <Callout intent="danger" title={GALLERY.loadFailed} data-testid="rec-gallery-error">
        <Button text={GALLERY.retry} icon="refresh" onClick={templates.retry} />
      </Callout>
    );
  } else if (!shown.length) {
    body = <Callout icon="search">{GALLERY.noMatch}</Callout>;
  } else if (layout === 'list') {
    body = (
      <div className={styles.list} data-testid="rec-gallery-list">
        {shown.map((t) => (
          <div key={t.keyId}>{card(t, 'list')}</div>
        ))}
      </div>
    );
  } else {
    const sections = sectionsOf(shown, { purpose: PURPOSE_TITLES, other: GALLERY.more, bots: GALLERY.growthBots });
    body = (
      <div className={styles.sections} data-testid="rec-gallery-grid">
        {sections.map((s) => (
          <section key={s.id} className={styles.section}>
            <h3 className={styles.sectionTitle}>{s.title}</h3>
            <Slider items={s.templates} keyOf={(t) => t.keyId} render={(t) => card(t, 'grid')} label={s.title} testId={`rec-slider-${s.id}`} />
          </section>
        ))}
      </div>
    );
  }

  const count = templates.state === 'ok' ? <span className={Classes.TEXT_MUTED} data-testid="rec-gallery-count">{GALLERY.count(shown.length)}</span> : undefined;
  return (
    <RecPage title={GALLERY.title} extra={count} testId="rec-gallery">
      <p className={`${Classes.TEXT_MUTED} ${styles.intro}`}>{GALLERY.subtitle}</p>
      {ctx.blocked && <Callout intent="warning" icon="lock">{R.blockModify}</Callout>}
      <GalleryFilters value={filters} places={places} layout={layout} onChange={setFilters} onLayout={changeLayout} />
      {body}
      {flow.dialogs}
      <ProblemDialog store={store} />
    </RecPage>
  );
});

export const GalleryPage = () => (
  <InstalledOnly>
    <Gallery />
  </InstalledOnly>
);
