import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ConfirmStore } from './ConfirmStore';
import { CONFIRM_MESSAGES } from './messages';
import { DialogContents } from './DialogContents';
import styles from './ConfirmDialog.module.scss';

export const ConfirmDialog = observer(function ConfirmDialog({ store }: { store: ConfirmStore }) {
  const current = store.current;
  const options = current?.options;

  return (
    <Dialog
      // A new key per question, so a second question does not inherit the first one's focus.
      key={current?.id}
      isOpen={current !== undefined}
      onClose={() => store.answer(false)}
      title={options?.title ?? CONFIRM_MESSAGES.title}
      icon={<WarningSign />}
      className={styles.dialog}
    >
      <DialogContents testId="confirm-dialog">
        <DialogBody>
          <p className={styles.message}>{options?.message}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => store.answer(false)}>{options?.cancelLabel ?? CONFIRM_MESSAGES.cancel}</Button>
              <Button intent="primary" onClick={() => store.answer(true)} autoFocus>
                {options?.confirmLabel ?? CONFIRM_MESSAGES.continue}
              </Button>
            </>
          }
        />
      </DialogContents>
    </Dialog>
  );
});
