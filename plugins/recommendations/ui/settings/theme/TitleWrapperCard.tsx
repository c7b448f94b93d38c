import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useUnsavedChangesGuard } from 'sdk';
import { THEME as M } from '../messages';
import { DRAFT_KEYS, stringsOf } from '../shared/draftStrings';
import { SettingsCard } from '../shared/SettingsCard';
import styles from './Theme.module.scss';
import shared from '../shared/Settings.module.scss';

export const TITLE_PLACEHOLDER = '{titleText}';
export const DEFAULT_TITLE_WRAPPER = `<h3 class="vitrine-title">${TITLE_PLACEHOLDER}</h3>`;

/** Custom Global Templates (spec 2, dev mode): the title wrapper with {titleText}, Apply and Reset. */
export function TitleWrapperCard({ saved, disabled, onApply }: { saved: string; disabled: boolean; onApply(next: string): Promise<boolean> }) {
  const [draft, setDraft] = useState(saved);
  const dirty = draft !== saved;
  const invalid = draft !== '' && !draft.includes(TITLE_PLACEHOLDER);
  useUnsavedChangesGuard(dirty, {
    key: DRAFT_KEYS.titleWrapper,
    snapshot: () => ({ draft }),
    restore: (value) => setDraft(stringsOf(value, ['draft'] as const).draft ?? saved),
  });
  return (
    <SettingsCard title={M.templates} staff testId="rec-title-wrapper">
      <FormGroup label={M.titleWrapper} labelFor="rec-title-wrapper-input" helperText={invalid ? M.needsPlaceholder : M.titleWrapperHelp} intent={invalid ? 'danger' : 'none'}>
        <TextArea id="rec-title-wrapper-input" className={styles.code} value={draft} fill rows={3} intent={invalid ? 'danger' : 'none'} onChange={(e) => setDraft(e.currentTarget.value)} data-testid="rec-title-wrapper-input" />
      </FormGroup>
      <div className={shared.actions}>
        <Button text={M.useDefault} variant="outlined" onClick={() => setDraft(DEFAULT_TITLE_WRAPPER)} disabled={disabled} data-testid="rec-title-default" />
        <Button text={M.apply} intent="primary" disabled={disabled || !dirty || invalid} onClick={() => void onApply(draft)} data-testid="rec-title-apply" />
        <Button text={M.reset} variant="minimal" disabled={!dirty} onClick={() => setDraft(saved)} data-testid="rec-title-reset" />
      </div>
    </SettingsCard>
  );
}
