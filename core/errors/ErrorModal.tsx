import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Error as ErrorIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { SUPPORT_EMAIL } from '../brand/brand';
import type { ErrorStore } from './ErrorStore';
import { ERROR_MESSAGES } from './messages';
import { DialogContents } from '../dialogs/DialogContents';
import styles from './ErrorModal.module.scss';

/** Spec 8: server errors and network failures, one at a time, closable. */
export const ErrorModal = observer(function ErrorModal({ errors }: { errors: ErrorStore }) {
  const current = errors.current;

  return (
    <Dialog
      isOpen={current !== undefined}
      onClose={() => errors.dismiss()}
      title={ERROR_MESSAGES.title}
      icon={<ErrorIcon />}
      className={styles.dialog}
    >
      <DialogContents testId="error-modal">
        <DialogBody>
          <p className={styles.lead}>{ERROR_MESSAGES.temporary}</p>
          {current && (
            <Callout intent="danger" icon={null} compact className={styles.detail} data-testid="error-detail">
              {current.message}
            </Callout>
          )}
          <p className={[styles.support, Classes.TEXT_MUTED].join(' ')}>
            {ERROR_MESSAGES.supportContact} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </DialogBody>
        <DialogFooter
          actions={
            <Button intent="primary" onClick={() => errors.dismiss()} autoFocus>
              {ERROR_MESSAGES.close}
            </Button>
          }
        />
      </DialogContents>
    </Dialog>
  );
});
