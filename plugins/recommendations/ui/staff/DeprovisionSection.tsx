import { Button, Classes, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useApi, useConfirm, useSite } from 'sdk';
import { useStaffLog } from './log/StaffLogContext';
import { STAFF } from './messages';
import { errorText, Section } from './Section';

type Outcome = { ok: true; endpoints: string[] } | { ok: false; message: string };

/**
 * Campaign deprovisioning (spec 2, 4, 8): the answer holds status ok or a message. Success is
 * 'Succesful - Important Notice' (wait 30 minutes before enabling again), failure 'Failed -
 * Additional Information' with the message, each in a dialog staff must close.
 */
export function DeprovisionSection() {
  const api = useApi();
  const site = useSite();
  const { confirm } = useConfirm();
  const { logged } = useStaffLog();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const onDeprovision = async () => {
    if (!(await confirm(STAFF.deprovisionConfirm))) return;
    setBusy(true);
    try {
      const answer = await api.fetch<{ status?: string; message?: string; deprovisioned?: string[] }>('/api2/recommendation/deprovision-live-campaigns', {
        method: 'POST',
        body: { siteId: site._id },
        silent: true,
      });
      logged();
      setOutcome(answer?.status === 'ok' ? { ok: true, endpoints: answer.deprovisioned ?? [] } : { ok: false, message: answer?.message ?? '' });
    } catch (err) {
      setOutcome({ ok: false, message: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={STAFF.deprovisionTitle} help={STAFF.deprovisionHelp} testId="rec-staff-deprovision">
      <div>
        <Button intent={Intent.DANGER} text={STAFF.deprovisionButton} loading={busy} onClick={onDeprovision} data-testid="rec-staff-deprovision-run" />
      </div>
      <Dialog
        isOpen={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.ok ? STAFF.deprovisionOk : STAFF.deprovisionFailed}
        icon={outcome?.ok ? 'warning-sign' : 'error'}
        data-testid="rec-staff-deprovision-result"
      >
        <DialogBody>
          <p className={Classes.RUNNING_TEXT} data-testid="rec-staff-deprovision-text">
            {outcome?.ok ? STAFF.deprovisionOkText(outcome.endpoints) : outcome?.message}
          </p>
        </DialogBody>
        <DialogFooter actions={<Button intent={Intent.PRIMARY} text={STAFF.close} onClick={() => setOutcome(null)} />} />
      </Dialog>
    </Section>
  );
}
