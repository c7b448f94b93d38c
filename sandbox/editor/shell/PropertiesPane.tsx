/**
 * The right properties pane: spec 2's notices, then the editor kind's sections (from
 * sections/registry.ts), each collapsible with its open state remembered. A new
 * recommendation opens its first section; otherwise the pane prompts to pick one. The
 * global settings mount their own pane. A section that throws shows an error in its place
 * and leaves the rest of the editor working.
 */
import { Callout, Classes, NonIdealState, SectionCard, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { Component, useRef, type ReactNode } from 'react';
import type { EditorController } from '../app/EditorController';
import { CollapsibleSection } from '../fields/CollapsibleSection';
import { GlobalSettingsPane } from '../global';
import { sectionsFor } from '../sections/registry';
import type { SectionProps } from '../sections/types';
import { visibleSections } from './layout';
import { SHELL_MESSAGES as M } from './messages';
import { noticesFor, unsupportedPageNotice } from './notices';
import styles from './Shell.module.scss';

class SectionBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <Callout intent="danger">{this.state.error.message}</Callout> : this.props.children;
  }
}

const Notices = observer(function Notices({ c }: { c: EditorController }) {
  const rec = c.rec!;
  const notices = noticesFor({
    place: c.place,
    recPlace: rec.place,
    channel: c.ctx.channel,
    // The model's, not the loaded one: the notice goes as soon as the merchant gives a page.
    pageMatcher: rec.pageMatcher,
    disabled: rec.opt(c.ff, 'disabled') === true,
    outcome: c.outcome,
    ff: c.ff,
    qualifiedName: rec.qualifiedName,
    shop: c.ctx.shop,
    previewPathPlace: c.previewPathPlace,
  });
  return (
    <>
      {notices.map((n) => (
        <Callout key={n.text} intent={n.intent} compact className={styles.notice} data-testid="notice">
          {n.text}
        </Callout>
      ))}
    </>
  );
});

const Sections = observer(function Sections({ c }: { c: EditorController }) {
  const rec = c.rec!;
  const props: SectionProps = { rec, ff: c.ff, ctx: c.ctx, host: c.host };
  const defs = visibleSections(sectionsFor(c.kind), props, c.ctx);
  // Decided once, when the pane first shows this recommendation.
  const autoOpen = useRef(c.autoOpens()).current;
  const isOpen = (id: string, index: number) => c.prefs.sections[id] ?? (autoOpen && index === 0);
  const anyOpen = defs.some((d, i) => isOpen(d.id, i));
  if (!defs.length) return <NonIdealState icon="properties" description={M.noSections} />;
  return (
    <>
      {!anyOpen && (
        <Callout icon="hand-right" compact className={styles.notice} data-testid="select-section">
          {M.selectSection}
        </Callout>
      )}
      {defs.map((def, index) => {
        const open = isOpen(def.id, index);
        const Body = def.component;
        const pill = def.pill?.(props);
        return (
          <CollapsibleSection
            key={def.id}
            title={def.title}
            compact
            open={open}
            onToggle={(next) => c.toggleSection(def.id, next)}
            rightElement={pill ? <Tag minimal round intent="primary">{pill}</Tag> : undefined}
            className={styles.section}
            data-section={def.id}
          >
            <SectionCard>
              <SectionBoundary>{open && <Body {...props} />}</SectionBoundary>
            </SectionCard>
          </CollapsibleSection>
        );
      })}
    </>
  );
});

export const PropertiesPane = observer(function PropertiesPane({ c }: { c: EditorController }) {
  const Global = GlobalSettingsPane;
  let body: ReactNode;
  if (c.state === 'global') {
    body = Global ? <Global ctx={c.ctx} host={c.host} /> : <NonIdealState icon="globe" title={M.globalSettings} description={M.globalPending} />;
  } else if (c.state === 'none') {
    const unsupported = unsupportedPageNotice(c.place, c.ctx.shop);
    body = unsupported ? (
      <Callout intent={unsupported.intent} compact className={styles.notice} data-testid="notice">
        {unsupported.text}
      </Callout>
    ) : (
      <NonIdealState icon="hand-left" description={M.pickRecommendation} />
    );
  } else if (c.state === 'not-found') {
    body = <NonIdealState icon="search" title={c.ctx.external && !c.ctx.recommendationId ? M.templateNotFound : M.recommendationNotFound} />;
  } else if (c.state === 'loading' || !c.rec) {
    body = <div className={Classes.SKELETON} style={{ height: 200 }} />;
  } else {
    body = (
      <>
        <Notices c={c} />
        <Sections c={c} />
      </>
    );
  }
  return (
    <aside className={styles.properties} aria-label={M.properties} data-testid="properties">
      {body}
    </aside>
  );
});
