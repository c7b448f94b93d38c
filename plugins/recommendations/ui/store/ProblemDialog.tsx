import { Button, Classes, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { RecStoreInstance } from './RecStore';

/** Spec 8's error dialogs for row actions ('Unable to Go Live' with details, and the rest). */
export const ProblemDialog = observer(function ProblemDialog({ store }: { store: RecStoreInstance }) {
  const problem = store.problem;
  const close = () => store.setProblem(null);
  return (
    <Dialog isOpen={problem !== null} title={problem?.title} icon={problem ? 'error' : undefined} onClose={close}>
      <DialogBody>
        <p data-testid="rec-problem-message">{problem?.message}</p>
        {problem?.detail && <p className={Classes.TEXT_MUTED}>{problem.detail}</p>}
      </DialogBody>
      <DialogFooter actions={<Button text="OK" intent="primary" onClick={close} />} />
    </Dialog>
  );
});
