import { Button, Intent } from '@blueprintjs/core';
import { useApi, useSite, useSnackbars } from 'sdk';
import { useStrongConfirm } from '../shared/StrongConfirm';
import { clearSiteLocalKeys } from './localKeys';
import { useStaffLog } from './log/StaffLogContext';
import { STAFF } from './messages';
import { Section } from './Section';

/**
 * Site reset (spec 2, 7): clears the applet's local-storage keys after a strong confirmation
 * (the site's name typed), then tells the server, which records it in the staff action log.
 */
export function ResetSection() {
  const api = useApi();
  const site = useSite();
  const strong = useStrongConfirm();
  const { logged } = useStaffLog();
  const snackbars = useSnackbars();
  const onReset = async () => {
    if (!(await strong.ask(STAFF.resetConfirm(site.name)))) return;
    const cleared = clearSiteLocalKeys(site._id);
    snackbars.show({ message: STAFF.resetDone(cleared), intent: Intent.SUCCESS });
    // The keys are gone whatever the answer; a failed receipt goes to the console's error dialog.
    await api.fetch('/api2/recommendation/site-reset', { method: 'POST', body: { site: site._id, cleared } }).then(logged, () => undefined);
  };
  return (
    <Section title={STAFF.resetTitle} help={STAFF.resetHelp} testId="rec-staff-reset">
      <div>
        <Button intent={Intent.WARNING} text={STAFF.resetButton} onClick={onReset} data-testid="rec-staff-reset-run" />
      </div>
      {strong.dialog}
    </Section>
  );
}
