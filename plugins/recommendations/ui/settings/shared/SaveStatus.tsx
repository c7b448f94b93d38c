import { Callout, Classes, Spinner } from '@blueprintjs/core';
import { SETTINGS } from '../messages';
import type { SettingsDoc } from './useSettingsDoc';
import styles from './Settings.module.scss';

/** Saving, saved or why not: one line under a form, announced politely. */
export function SaveStatus({ doc, savedOnce }: { doc: SettingsDoc; savedOnce: boolean }) {
  if (doc.error) {
    return (
      <Callout intent="danger" title={SETTINGS.saveFailed} data-testid="rec-settings-save-error">
        {doc.error}
      </Callout>
    );
  }
  return (
    <div className={`${styles.status} ${Classes.TEXT_MUTED}`} role="status" data-testid="rec-settings-status">
      {doc.saving ? (
        <span className={styles.actions}>
          <Spinner size={14} /> {SETTINGS.saving}
        </span>
      ) : savedOnce ? (
        SETTINGS.saved
      ) : null}
    </div>
  );
}
