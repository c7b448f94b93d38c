import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { ConfirmStore } from './ConfirmStore';
import { CONFIRM_MESSAGES } from './messages';
import { DialogContents } from './DialogContents';
import styles from './ConfirmDialog.module.scss';

/**
 * Gives focus back to what asked the question (a settings tab, a Leave button). The dialog is
 * keyed per question, so it unmounts at once instead of closing, and Blueprint's own return of
 * focus never runs: focus would stay on the page body or on the focus trap of a dialog beneath.
 */
function refocus(opener: HTMLElement | null) {
  if (!opener) return;
  setTimeout(() => {
    const active = document.activeElement;
    const stranded =
      !active || active === document.body || !active.isConnected || active.classList.contains(Classes.OVERLAY_START_FOCUS_TRAP) || active.classList.contains(Classes.OVERLAY_END_FOCUS_TRAP);
    if (stranded && opener.isConnected) opener.focus();
  }, 0);
}

export const ConfirmDialog = observer(function ConfirmDialog({ store }: { store: ConfirmStore }) {
  const current = store.current;
  const options = current?.options;
  const answer = (value: boolean) => {
    const opener = current?.opener ?? null;
    store.answer(value);
    refocus(opener);
  };

  return (
    <Dialog
      // A new key per question, so a second question does not inherit the first one's focus.
      key={current?.id}
      isOpen={current !== undefined}
      onClose={() => answer(false)}
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
              <Button onClick={() => answer(false)}>{options?.cancelLabel ?? CONFIRM_MESSAGES.cancel}</Button>
              <Button intent="primary" onClick={() => answer(true)} autoFocus>
                {options?.confirmLabel ?? CONFIRM_MESSAGES.continue}
              </Button>
            </>
          }
        />
      </DialogContents>
    </Dialog>
  );
});
