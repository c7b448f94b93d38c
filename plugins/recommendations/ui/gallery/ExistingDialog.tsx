import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { ADD } from './messages';

export interface ExistingDialogProps {
  isOpen: boolean;
  title: string;
  count: number;
  onCancel(): void;
  onAddNew(): void;
  onViewExisting(): void;
}

/** Spec 2: a template with instances asks Cancel, Add New or View Existing (the default). */
export function ExistingDialog({ isOpen, title, count, onCancel, onAddNew, onViewExisting }: ExistingDialogProps) {
  return (
    <Dialog isOpen={isOpen} title={ADD.existingTitle} icon="duplicate" onClose={onCancel}>
      <DialogBody>
        <p data-testid="rec-existing-text">{ADD.existingText(title, count)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <div data-testid="rec-existing-dialog">
            <Button text={ADD.cancel} onClick={onCancel} data-testid="rec-existing-cancel" />
            <Button text={ADD.addNew} onClick={onAddNew} data-testid="rec-existing-add-new" />
            {/* The default: Enter opens what the merchant already has. */}
            <Button text={ADD.viewExisting} intent="primary" autoFocus onClick={onViewExisting} data-testid="rec-existing-view" />
          </div>
        }
      />
    </Dialog>
  );
}
