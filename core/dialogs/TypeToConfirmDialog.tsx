import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CONFIRM_MESSAGES } from './messages';
import { DialogContents } from './DialogContents';
import styles from './ConfirmDialog.module.scss';

export interface TypeToConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** What happens, in words; the name to type is asked for below it. */
  message: ReactNode;
  /** The name the user types to prove they mean this one (e.g. the subscription's). */
  name: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The strong confirmation for what cannot be undone: the action stays disabled until the
 * user has typed the name of the thing it destroys, so a stray click or Enter does nothing.
 */
export function TypeToConfirmDialog({ isOpen, title, message, name, confirmLabel, busy, onConfirm, onCancel }: TypeToConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const id = useId();
  const matches = typed.trim() === name;
  const close = () => {
    setTyped('');
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !busy) onConfirm();
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={title} icon={<WarningSign />} className={styles.dialog} onClosed={() => setTyped('')}>
      <DialogContents testId="type-to-confirm">
        <form onSubmit={submit}>
          <DialogBody>
            <p className={styles.message}>{message}</p>
            <FormGroup label={CONFIRM_MESSAGES.typeName(name)} labelFor={id}>
              <InputGroup id={id} value={typed} onValueChange={setTyped} autoFocus autoComplete="off" spellCheck={false} />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button onClick={close}>{CONFIRM_MESSAGES.cancel}</Button>
                <Button type="submit" intent="danger" disabled={!matches} loading={busy}>
                  {confirmLabel}
                </Button>
              </>
            }
          />
        </form>
      </DialogContents>
    </Dialog>
  );
}
