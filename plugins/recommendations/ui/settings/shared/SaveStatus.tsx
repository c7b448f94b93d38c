import { Callout, Classes, Spinner } from '@blueprintjs/core';
import { SETTINGS } from '../messages';
import type { SettingsDoc } from './useSettingsDoc';
import styles from './Settings.module.scss';

/**
 * Saving, saved or why not: one line under a form, announced politely. `testId` names it
 * apart when a page has two forms (`{testId}-status`, `{testId}-save-error`).
 */
export function SaveStatus({ doc, savedOnce, testId = 'rec-settings' }: { doc: SettingsDoc; savedOnce: boolean; testId?: string }) {
  if (doc.error) {
    return (
      <Callout intent="danger" title={SETTINGS.saveFailed} data-testid={`${testId}-save-error`}>
        {doc.error}
      </Callout>
    );
  }
  return (
    <div className={`${styles.status} ${Classes.TEXT_MUTED}`} role="status" data-testid={`${testId}-status`}>
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
