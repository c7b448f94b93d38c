import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useSession, useUnsavedChangesGuard } from 'sdk';
import { TEXT_DEFAULTS, TEXT_KEYS, textLimit, textOverrides, type TextKey } from '../../../model/textDefaults';
import { InstalledOnly } from '../../shared/InstalledOnly';
import { RecPage } from '../../shared/RecPage';
import { SETTINGS, TEXT as M } from '../messages';
import { useAppletDocBackend } from '../shared/backends';
import { DocGate } from '../shared/DocGate';
import { DRAFT_KEYS, stringsOf } from '../shared/draftStrings';
import { SaveStatus } from '../shared/SaveStatus';
import { SettingsCard } from '../shared/SettingsCard';
import { useSettingsDoc, type Doc, type SettingsDoc } from '../shared/useSettingsDoc';
import styles from '../shared/Settings.module.scss';

type Texts = Record<TextKey, string>;
const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const fromDoc = (doc: Doc): Texts => ({ ...Object.fromEntries(TEXT_KEYS.map((k) => [k, ''])), ...textOverrides(doc.globalConfig) }) as Texts;

function TextForm({ doc, settings }: { doc: Doc; settings: SettingsDoc }) {
  const { isStaff, devMode } = useSession();
  const saved = fromDoc(doc);
  const [draft, setDraft] = useState<Texts>(saved);
  const [savedOnce, setSavedOnce] = useState(false);
  const dirty = TEXT_KEYS.some((k) => draft[k] !== saved[k]);
  useUnsavedChangesGuard(dirty, {
    key: DRAFT_KEYS.text,
    snapshot: () => draft,
    restore: (value) => setDraft({ ...saved, ...stringsOf(value, TEXT_KEYS) }),
  });

  const save = async () => {
    // Only filled fields are kept: an emptied one goes back to the default.
    const text = Object.fromEntries(TEXT_KEYS.filter((k) => draft[k].trim()).map((k) => [k, draft[k]]));
    if (await settings.save({ globalConfig: { ...obj(doc.globalConfig), text } })) setSavedOnce(true);
  };

  return (
    <>
      <SettingsCard title={M.card} text={M.intro} testId="rec-text-fields">
        <div className={styles.grid}>
          {TEXT_KEYS.map((key) => (
            <FormGroup key={key} label={M.label(TEXT_DEFAULTS[key])} labelFor={`rec-text-${key}`} className={styles.field}>
              <InputGroup id={`rec-text-${key}`} data-testid={`rec-text-${key}`} placeholder={TEXT_DEFAULTS[key]} maxLength={textLimit(key)} value={draft[key]} onValueChange={(v) => setDraft((d) => ({ ...d, [key]: v }))} />
            </FormGroup>
          ))}
        </div>
        <div className={styles.actions}>
          <Button intent="primary" text={SETTINGS.save} disabled={!dirty || settings.saving} loading={settings.saving} onClick={save} data-testid="rec-text-save" />
          <Button variant="minimal" text={SETTINGS.discard} disabled={!dirty} onClick={() => setDraft(saved)} data-testid="rec-text-discard" />
        </div>
        <SaveStatus doc={settings} savedOnce={savedOnce} />
      </SettingsCard>
      {isStaff && devMode && (
        <SettingsCard title={M.debug} text={M.debugText} staff testId="rec-text-debug">
          <pre className={styles.mono}>{JSON.stringify({ overrides: textOverrides(doc.globalConfig), defaults: TEXT_DEFAULTS }, null, 2)}</pre>
        </SettingsCard>
      )}
    </>
  );
}

/** Text Customization (spec 2): one field per default text, labelled with it in quotes. */
export function TextCustomizationPage() {
  const settings = useSettingsDoc(useAppletDocBackend());
  return (
    <InstalledOnly>
      <RecPage title={M.title} testId="rec-text-customization">
        <DocGate status={settings.status}>{(doc) => <TextForm doc={doc} settings={settings} />}</DocGate>
      </RecPage>
    </InstalledOnly>
  );
}
