/**
 * The strong 'absolutely sure' confirmation (spec 5): the merchant types a word before a
 * delete that cannot be undone. The console's confirm service has no typed variant, so the
 * editor page shows this one itself; plain confirmations use the service.
 */
import { Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { ConfirmRequest } from 'sdk/sandbox';
import { EDITOR_MESSAGES as M } from '../messages';

export function TypeToConfirmDialog({ request, onClose }: { request: ConfirmRequest & { typeToConfirm: string }; onClose(confirmed: boolean): void }) {
  const [typed, setTyped] = useState('');
  const matches = typed.trim() === request.typeToConfirm;
  return (
    <Dialog isOpen title={request.title} icon="warning-sign" onClose={() => onClose(false)}>
      <DialogBody>
        <p>{request.body}</p>
        <FormGroup label={M.typeToConfirm(request.typeToConfirm)} labelFor="type-to-confirm">
          <InputGroup id="type-to-confirm" autoFocus value={typed} onValueChange={setTyped} className={Classes.FILL} />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={M.cancel} onClick={() => onClose(false)} />
            <Button intent="danger" text={request.confirmLabel} disabled={!matches} onClick={() => onClose(true)} />
          </>
        }
      />
    </Dialog>
  );
}
