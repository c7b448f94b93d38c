import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useCallback, useState, type ReactNode } from 'react';
import { STRONG_CONFIRM as M } from '../messages';

export interface StrongConfirmRequest {
  title: string;
  message: string;
  confirmLabel: string;
  /** What the user types before the action unlocks: a site's name, or a word. */
  word: string;
}

/**
 * The strong 'absolutely sure' confirmation (spec 5): the action stays disabled until the
 * user types the given word. The console's confirm service has no typed variant, so pages
 * show this dialog themselves; plain confirmations use the service.
 */
export function StrongConfirmDialog({ request, onClose }: { request: StrongConfirmRequest; onClose(confirmed: boolean): void }) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === request.word;
  return (
    <Dialog isOpen title={request.title} icon="warning-sign" onClose={() => onClose(false)}>
      <DialogBody>
        <p className={Classes.RUNNING_TEXT} data-testid="strong-confirm">
          {request.message}
        </p>
        <FormGroup label={M.typeToConfirm(request.word)} labelFor="type-to-confirm">
          <InputGroup id="type-to-confirm" autoFocus value={typed} onValueChange={setTyped} className={Classes.FILL} data-testid="strong-confirm-input" />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={M.cancel} onClick={() => onClose(false)} />
            <Button intent="danger" text={request.confirmLabel} disabled={!matches} onClick={() => onClose(true)} data-testid="strong-confirm-ok" />
          </>
        }
      />
    </Dialog>
  );
}

/** `ask` resolves true only once the word was typed and the action pressed; render `dialog`. */
export function useStrongConfirm(): { dialog: ReactNode; ask(request: StrongConfirmRequest): Promise<boolean> } {
  const [pending, setPending] = useState<{ request: StrongConfirmRequest; resolve(ok: boolean): void } | null>(null);
  const ask = useCallback((request: StrongConfirmRequest) => new Promise<boolean>((resolve) => setPending({ request, resolve })), []);
  const dialog = pending ? (
    <StrongConfirmDialog
      request={pending.request}
      onClose={(ok) => {
        pending.resolve(ok);
        setPending(null);
      }}
    />
  ) : null;
  return { dialog, ask };
}
