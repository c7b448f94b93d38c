/**
 * The global settings form: Title, Product Details, Call To Action and Advanced / Code
 * (spec 2), with its own Discard and Save (and Ctrl/Cmd+S). A save writes the global style,
 * the personalised CSS and JS, then offers the tag-cache clear with a 5-second cancel window.
 */
import { Button, Callout, FormGroup, SectionCard, TextArea } from '@blueprintjs/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { EditorContext, EditorHost } from '../../../sdk/sandbox';
import { CollapsibleSection } from '../fields/CollapsibleSection';
import { GlobalCodeSection } from './GlobalCodeSection';
import type { GlobalSettings, SaveOutcome } from './GlobalSettingsModel';
import { GLOBAL_MESSAGES as M, SAVE_FAILURE } from './messages';
import { StyleFields, type StyleField } from './StyleFields';
import styles from './GlobalSettings.module.scss';
import { useCacheClear } from './useCacheClear';

const TEXT: readonly StyleField[] = [
  { property: 'font-size', label: M.fontSize, kind: 'px', min: 0, max: 30 },
  { property: 'color', label: M.color, kind: 'color' },
  { property: 'font-weight', label: M.fontWeight, kind: 'select', options: [100, 200, 300, 400, 500, 600, 700, 800, 900] },
];
const TITLE: readonly StyleField[] = [...TEXT, { property: 'text-align', label: M.textAlign, kind: 'select', options: ['left', 'center', 'right'] }];
const BUTTON: readonly StyleField[] = [
  { property: 'background-color', label: M.background, kind: 'color' },
  { property: 'color', label: M.color, kind: 'color' },
  { property: 'border-radius', label: M.borderRadius, kind: 'px', min: 0, max: 50 },
  { property: 'font-size', label: M.fontSize, kind: 'px', min: 0, max: 30 },
];

const failureText = (outcome: Extract<SaveOutcome, { ok: false }>) =>
  outcome.phase === 'syntax' ? `${M.syntaxPhase}: ${outcome.detail}` : outcome.detail === 'duplicate' ? SAVE_FAILURE.duplicate : SAVE_FAILURE.additional(outcome.message);

export const GlobalSettingsForm = observer(function GlobalSettingsForm({ settings, ctx, host }: { settings: GlobalSettings; ctx: EditorContext; host: EditorHost }) {
  const [failure, setFailure] = useState<string | null>(null);
  const cache = useCacheClear(host);

  // The console's leave guard follows the dirty flag.
  useEffect(() => reaction(() => settings.isDirty, (dirty) => void host.setUnsavedChanges(dirty), { fireImmediately: true }), [settings, host]);

  const save = async () => {
    setFailure(null);
    const outcome = await settings.save();
    if (!outcome.ok) return setFailure(failureText(outcome));
    void host.snackbar({ message: M.saved, intent: 'success' });
    cache.start();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
      e.preventDefault();
      void save();
    }
  };

  return (
    <div onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        {settings.isDirty && <span className={styles.dirty}>{M.unsaved}</span>}
        <Button text={M.discard} disabled={!settings.isDirty || settings.saving} onClick={() => settings.discardChanges()} />
        <Button intent="primary" text={settings.saving ? M.saving : M.save} loading={settings.saving} disabled={!settings.isDirty || !settings.titleValid} onClick={() => void save()} />
      </div>
      <CollapsibleSection title={M.title} defaultOpen>
        <SectionCard>
          <FormGroup label={M.titleWrapper} labelFor="global-title" helperText={settings.titleValid ? M.titleWrapperHelp : M.titleWrapperMissing} intent={settings.titleValid ? 'none' : 'danger'}>
            <TextArea id="global-title" fill value={settings.title} intent={settings.titleValid ? 'none' : 'danger'} onChange={(e) => settings.setTitle(e.currentTarget.value)} />
          </FormGroup>
          <StyleFields settings={settings} element="title" fields={TITLE} />
        </SectionCard>
      </CollapsibleSection>
      <CollapsibleSection title={M.productDetails} defaultOpen={false}>
        <SectionCard>
          <StyleFields settings={settings} element="product-title" fields={TEXT} heading={M.productTitle} />
          <StyleFields settings={settings} element="product-price" fields={TEXT.slice(0, 2)} heading={M.price} />
        </SectionCard>
      </CollapsibleSection>
      <CollapsibleSection title={M.callToAction} defaultOpen={false}>
        <SectionCard>
          <StyleFields settings={settings} element="product-add-to-cart-btn" fields={BUTTON} heading={M.button} />
        </SectionCard>
      </CollapsibleSection>
      {/* Closed at first: its code panes (and monaco) load when it is opened. */}
      <CollapsibleSection title={M.code} defaultOpen={false}>
        <SectionCard>
          <GlobalCodeSection settings={settings} theme={ctx.theme} />
        </SectionCard>
      </CollapsibleSection>
      {failure && (
        <Callout intent="danger" role="alert" title={M.unableToSave} className={styles.notice}>
          {failure}
        </Callout>
      )}
      {cache.secondsLeft !== null && (
        <Callout intent="primary" role="status" className={styles.notice}>
          {M.clearingIn(cache.secondsLeft)} <Button variant="minimal" text={M.cancel} onClick={cache.cancel} />
        </Callout>
      )}
    </div>
  );
});
