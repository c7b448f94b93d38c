import { Callout, Classes, Dialog, DialogBody, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { templatesFor } from '../../model/availability';
import type { RecTemplate } from '../../model/catalogue';
import { PLACE_LABELS, type Place, type RecKind } from '../../model/places';
import type { RecStoreInstance } from '../store/RecStore';
import { instancesOf } from './addFlow';
import { FILTER_PLACES, isAddable } from './filter';
import { PURPOSE_TITLES } from './GalleryFilters';
import { ADD, GALLERY } from './messages';
import { TemplateCard } from './TemplateCard';
import { useAddContext } from './useAddContext';
import { useAddFlow } from './useAddFlow';
import { useTemplates } from './useTemplates';
import styles from './Gallery.module.scss';

export interface AddDialogProps {
  store: RecStoreInstance;
  /** online or email; hyper-online makes it 'Add a Growth Bot', full screen (spec 2). */
  kind: RecKind;
  onClose(): void;
}

/** The tab ids: 'all', then one per page place that has a template for this kind. */
type TabId = 'all' | Place;

const botFirst = (t: RecTemplate) => (t.productType === 'GROWTHBOT' ? 0 : 1);

/**
 * Spec 2's add dialogs: Add Recommendation (classic, tabs All plus one per page place) and
 * Add a Growth Bot (full screen, hyper mode). Picking a template runs the add flow.
 */
export const AddDialog = observer(function AddDialog({ store, kind, onClose }: AddDialogProps) {
  const templates = useTemplates();
  const ctx = useAddContext(store);
  const mode = kind === 'email' ? ctx.mode : kind === 'hyper-online' ? 'hyper-online' : 'online';
  const flow = useAddFlow({ store, mode, view: ctx.view, shopDomain: ctx.shopDomain, onCancelAll: onClose });
  const [tab, setTab] = useState<TabId>('all');
  const hyper = kind === 'hyper-online';

  const ofKind = useMemo(
    () =>
      templates.state === 'ok'
        ? templates.data.templates
            .filter((t) => isAddable(t) && t.kinds.includes(kind))
            // Add a Growth Bot shows the bots first; then the product recommendations.
            .sort((a, b) => (kind === 'hyper-online' ? botFirst(a) - botFirst(b) : 0) || a.listOrder - b.listOrder)
        : [],
    [templates, kind],
  );
  const byPlace = useMemo(() => {
    const out = new Map<Place, RecTemplate[]>();
    for (const p of FILTER_PLACES) {
      const list = templatesFor(ofKind, p, kind, ctx.view);
      if (list.length) out.set(p, list);
    }
    return out;
  }, [ofKind, kind, ctx.view]);

  const list = tab === 'all' ? ofKind : (byPlace.get(tab) ?? []);
  const cards = (
    <div className={styles.pickerGrid} data-testid="rec-add-templates">
      {list.map((t) => {
        const { places, provisionable } = ctx.fit(t);
        return (
          <TemplateCard
            key={t.keyId}
            template={t}
            places={tab === 'all' ? places : [tab]}
            instances={instancesOf(store.recommendations, t).length}
            provisionable={provisionable}
            disabled={ctx.blocked}
            busy={flow.busy === t.keyId}
            layout="grid"
            purposeTitle={PURPOSE_TITLES[t.lifeCycleName]}
            // A place tab has already chosen the page: no page step.
            onAdd={(picked) => flow.begin(picked, tab === 'all' ? undefined : tab)}
          />
        );
      })}
    </div>
  );

  let content;
  if (templates.state === 'loading') content = <Spinner size={32} />;
  else if (templates.state === 'error') content = <Callout intent="danger" title={GALLERY.loadFailed} />;
  else if (!ofKind.length) content = <Callout>{ADD.noTemplates}</Callout>;
  else {
    // Each tab's panel is the cards: they scroll under the tab list, which stays put.
    const panel = list.length ? cards : <Callout>{ADD.noTemplates}</Callout>;
    content = (
      <Tabs id="rec-add-tabs" className={styles.tabs} selectedTabId={tab} onChange={(id) => setTab(id as TabId)} renderActiveTabPanelOnly>
        <Tab id="all" title={ADD.all} panel={panel} panelClassName={styles.pickerScroll} />
        {[...byPlace.keys()].map((p) => (
          <Tab key={p} id={p} title={PLACE_LABELS[p]} panel={panel} panelClassName={styles.pickerScroll} />
        ))}
      </Tabs>
    );
  }

  return (
    <>
      <Dialog
        isOpen
        title={hyper ? ADD.growthBotTitle : ADD.recommendationTitle}
        icon={hyper ? 'flash' : 'add'}
        className={hyper ? styles.fullScreen : styles.addDialog}
        onClose={onClose}
      >
        <DialogBody className={styles.pickerBody} useOverflowScrollContainer={false}>
          <div data-testid={hyper ? 'rec-add-growth-bot' : 'rec-add-recommendation'} className={styles.picker}>
            {hyper && <p className={`${Classes.TEXT_MUTED} ${styles.intro}`}>{ADD.growthBotText}</p>}
            {content}
          </div>
        </DialogBody>
      </Dialog>
      {flow.dialogs}
    </>
  );
});
