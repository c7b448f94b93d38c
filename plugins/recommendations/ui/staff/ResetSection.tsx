import { Button, Intent } from '@blueprintjs/core';
import { useConfirm, useSite, useSnackbars } from 'sdk';
import { clearSiteLocalKeys } from './localKeys';
import { STAFF } from './messages';
import { Section } from './Section';

/** Site reset (spec 2, 7): clears the applet's local-storage keys, after a strong confirmation. */
export function ResetSection() {
  const site = useSite();
  const { confirm } = useConfirm();
  const snackbars = useSnackbars();
  const onReset = async () => {
    if (!(await confirm(STAFF.resetConfirm(site.name)))) return;
    snackbars.show({ message: STAFF.resetDone(clearSiteLocalKeys(site._id)), intent: Intent.SUCCESS });
  };
  return (
    <Section title={STAFF.resetTitle} help={STAFF.resetHelp} testId="rec-staff-reset">
      <div>
        <Button intent={Intent.WARNING} text={STAFF.resetButton} onClick={onReset} data-testid="rec-staff-reset-run" />
      </div>
    </Section>
  );
}
