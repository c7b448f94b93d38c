import { Button, Callout, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useUnsavedChangesGuard } from 'sdk';
import { InstalledOnly } from '../../shared/InstalledOnly';
import { RecPage } from '../../shared/RecPage';
import { CODE as M, SETTINGS } from '../messages';
import { useAppletDocBackend } from '../shared/backends';
import { DocGate } from '../shared/DocGate';
import { DRAFT_KEYS, stringsOf } from '../shared/draftStrings';
import { SaveStatus } from '../shared/SaveStatus';
import { SettingsCard } from '../shared/SettingsCard';
import { useSettingsDoc, type Doc, type SettingsDoc } from '../shared/useSettingsDoc';
import { checkScript } from './checkScript';
import { CodeEditor } from './CodeEditor';
import styles from '../shared/Settings.module.scss';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const EDITOR_HEIGHT = 420;

function CodeForm({ doc, settings }: { doc: Doc; settings: SettingsDoc }) {
  const saved = { css: text(doc.personalize_css), js: text(doc.personalize_js) };
  const [draft, setDraft] = useState(saved);
  const [tab, setTab] = useState<'css' | 'js'>('css');
  const [scriptError, setScriptError] = useState<string | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const dirty = draft.css !== saved.css || draft.js !== saved.js;
  useUnsavedChangesGuard(dirty, {
    key: DRAFT_KEYS.code,
    snapshot: () => draft,
    restore: (value) => setDraft({ ...saved, ...stringsOf(value, ['css', 'js'] as const) }),
  });

  const save = async () => {
    // Spec 5: the global JavaScript is checked first; a failed check skips the save.
    const check = checkScript(draft.js);
    if (!check.ok) {
      setScriptError(M.syntaxError(check.message, check.line, check.column));
      setTab('js');
      return;
    }
    setScriptError(null);
    if (await settings.save({ personalize_css: draft.css, personalize_js: draft.js })) setSavedOnce(true);
  };

  return (
    <SettingsCard title={M.card} text={M.intro} testId="rec-code">
      <Tabs id="rec-code-tabs" selectedTabId={tab} onChange={(id) => setTab(id as 'css' | 'js')}>
        <Tab id="css" title={M.css} />
        <Tab id="js" title={M.js} />
      </Tabs>
      {tab === 'css' ? (
        <CodeEditor key="css" language="css" label={M.cssLabel} height={EDITOR_HEIGHT} value={draft.css} onChange={(css) => setDraft((d) => ({ ...d, css }))} />
      ) : (
        <CodeEditor key="js" language="javascript" label={M.jsLabel} height={EDITOR_HEIGHT} value={draft.js} onChange={(js) => setDraft((d) => ({ ...d, js }))} />
      )}
      {scriptError && (
        <Callout intent="danger" title={M.saveFailed} data-testid="rec-code-script-error">
          <p>{M.syntaxPhase}</p>
          <p>{scriptError}</p>
        </Callout>
      )}
      <div className={styles.actions}>
        <Button intent="primary" text={SETTINGS.save} disabled={!dirty || settings.saving} loading={settings.saving} onClick={save} data-testid="rec-code-save" />
        <Button variant="minimal" text={SETTINGS.discard} disabled={!dirty} onClick={() => setDraft(saved)} data-testid="rec-code-discard" />
      </div>
      <SaveStatus doc={settings} savedOnce={savedOnce} />
    </SettingsCard>
  );
}

/** Custom CSS and JavaScript (spec 2): the global code in monaco, loaded only on this page. */
export function CodePage() {
  const settings = useSettingsDoc(useAppletDocBackend());
  return (
    <InstalledOnly>
      <RecPage title={M.title} testId="rec-code-page">
        <DocGate status={settings.status}>{(doc) => <CodeForm doc={doc} settings={settings} />}</DocGate>
      </RecPage>
    </InstalledOnly>
  );
}
