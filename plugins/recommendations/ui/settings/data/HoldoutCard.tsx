import { Button, Classes, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useUnsavedChangesGuard } from 'sdk';
import { isSharePct, MAX_BASELINE_SHARE_PCT as MAX, MIN_BASELINE_SHARE_PCT as MIN } from '../../../model/holdout';
import { HOLDOUT as M, SETTINGS } from '../messages';
import { useHoldoutBackend } from '../shared/backends';
import { DocGate } from '../shared/DocGate';
import { SaveStatus } from '../shared/SaveStatus';
import { SettingsCard } from '../shared/SettingsCard';
import { useSettingsDoc, type Doc, type SettingsDoc } from '../shared/useSettingsDoc';
import styles from '../shared/Settings.module.scss';

/** The share as typed: a number when the text is one, else NaN (an empty field is not 0). */
const parse = (text: string) => (text.trim() === '' ? NaN : Number(text));

function HoldoutForm({ doc, settings }: { doc: Doc; settings: SettingsDoc }) {
  const stored = doc.sharePct as number;
  const [draft, setDraft] = useState(String(stored));
  const [savedOnce, setSavedOnce] = useState(false);
  const value = parse(draft);
  const valid = isSharePct(value);
  const dirty = value !== stored;
  useUnsavedChangesGuard(dirty || settings.saving);
  // An explicit Save, not auto-save: the share changes what shoppers see.
  const save = () => {
    if (valid && dirty) void settings.save({ sharePct: value }).then((ok) => ok && setSavedOnce(true));
  };

  return (
    <>
      <FormGroup
        label={M.share}
        labelFor="rec-holdout-share"
        helperText={<span data-testid="rec-holdout-help">{valid ? M.help(MIN, MAX) : M.invalid(MIN, MAX)}</span>}
        intent={valid ? 'none' : 'danger'}
        className={styles.field}
      >
        <div className={styles.actions}>
          {/* A text field, not NumericInput: an out-of-range share stays as typed and the field says why. */}
          <InputGroup
            id="rec-holdout-share"
            data-testid="rec-holdout-share"
            value={draft}
            inputMode="numeric"
            intent={valid ? 'none' : 'danger'}
            rightElement={<span className={`${styles.unit} ${Classes.TEXT_MUTED}`}>%</span>}
            onValueChange={(text) => setDraft(text)}
            onKeyDown={(e) => e.key === 'Enter' && save()}
            className={styles.share}
          />
          <Button intent="primary" text={SETTINGS.save} disabled={!valid || !dirty || settings.saving} loading={settings.saving} onClick={save} data-testid="rec-holdout-save" />
        </div>
      </FormGroup>
      <p className={Classes.TEXT_MUTED}>{M.note}</p>
      <SaveStatus doc={settings} savedOnce={savedOnce} testId="rec-holdout" />
    </>
  );
}

/** Data Config's holdout card: the share of visitors kept from every recommendation. */
export function HoldoutCard() {
  const settings = useSettingsDoc(useHoldoutBackend());
  return (
    <SettingsCard title={M.title} text={M.text} testId="rec-holdout">
      <DocGate status={settings.status}>{(doc) => <HoldoutForm doc={doc} settings={settings} />}</DocGate>
    </SettingsCard>
  );
}
