import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { Error as ErrorIcon, Refresh } from '@blueprintjs/icons';
import { SHELL_MESSAGES } from './messages';
import styles from './PageStates.module.scss';

export function PageLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <Spinner aria-label={SHELL_MESSAGES.loading} />
    </div>
  );
}

/** The session could not be read (network failure, server error): nothing else can work. */
export function PageUnavailable() {
  return (
    <div className={styles.page}>
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={SHELL_MESSAGES.unableToContinue}
        description={SHELL_MESSAGES.temporaryProblem}
        action={
          <Button icon={<Refresh />} onClick={() => window.location.reload()}>
            {SHELL_MESSAGES.tryAgain}
          </Button>
        }
      />
    </div>
  );
}
