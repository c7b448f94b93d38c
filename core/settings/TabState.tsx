import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { describeError } from './apiErrors';
import { SETTINGS_MESSAGES } from './messages';
import styles from './SettingsDialog.module.scss';

export function TabLoading() {
  return <Spinner className={styles.spinner} aria-label={SETTINGS_MESSAGES.loading} />;
}

/** A load that failed: what went wrong and a way to try again. */
export function TabFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  return (
    <NonIdealState
      className={styles.failed}
      icon={<WarningSign size={40} />}
      title={title}
      description={describeError(error).message}
      action={<Button onClick={onRetry}>{SETTINGS_MESSAGES.retry}</Button>}
    />
  );
}
