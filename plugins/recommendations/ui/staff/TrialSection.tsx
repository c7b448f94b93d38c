import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useApi, useSnackbars } from 'sdk';
import { useStaffLog } from './log/StaffLogContext';
import { STAFF } from './messages';
import { nonNegative, Section } from './Section';
import styles from './Staff.module.scss';

/** Extend trial days (spec 5): a number zero or greater; empty is ignored. */
export function TrialSection() {
  const api = useApi();
  const snackbars = useSnackbars();
  const { logged } = useStaffLog();
  const [days, setDays] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onExtend = async () => {
    const value = nonNegative(days);
    if (value === '') return setError('');
    if (value === null || !Number.isInteger(value)) return setError(STAFF.valueZeroOrGreater);
    setError('');
    setBusy(true);
    try {
      // Not silent: spec 8 sends a failed trial extension (blockModify's refusal included) to the
      // "Unable to continue" modal, like a failed plan change.
      const answer = await api.fetch<{ subscription?: { trialDays?: number } }>('/api2/shop/rec/action/extend-trial', { method: 'POST', body: { days: value } });
      snackbars.show({ message: STAFF.trialExtended(answer?.subscription?.trialDays ?? value), intent: Intent.SUCCESS });
      logged();
      setDays('');
    } catch (err) {
      console.error('extend-trial failed', err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={STAFF.trialTitle} testId="rec-staff-trial">
      <div className={styles.row}>
        <FormGroup label={STAFF.trialDays} labelFor="rec-staff-trial-days" className={styles.grow} intent={error ? Intent.DANGER : Intent.NONE} helperText={error || undefined}>
          <InputGroup id="rec-staff-trial-days" inputMode="numeric" value={days} onValueChange={setDays} intent={error ? Intent.DANGER : Intent.NONE} data-testid="rec-staff-trial-days" />
        </FormGroup>
        <Button text={STAFF.trialExtend} loading={busy} onClick={onExtend} data-testid="rec-staff-trial-extend" />
      </div>
    </Section>
  );
}
