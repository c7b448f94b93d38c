import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useApi, useSite, useSnackbars } from 'sdk';
import { useStrongConfirm } from '../shared/StrongConfirm';
import { useStaffLog } from './log/StaffLogContext';
import { STAFF } from './messages';
import { errorText, Section } from './Section';
import styles from './Staff.module.scss';

/**
 * Clone recommendations from another site into this one (spec 2, messages of spec 5). The
 * spec's refusals are checked here first so staff see them without a round trip; the server
 * checks them again. Cloning over existing recommendations asks for a strong confirmation.
 */
export function CloneSection() {
  const api = useApi();
  const site = useSite();
  const strong = useStrongConfirm();
  const { logged } = useStaffLog();
  const snackbars = useSnackbars();
  const [from, setFrom] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [sites, setSites] = useState<{ _id: string; name: string }[]>([]);

  // Staff know sites by name: the field suggests them, and still takes any pasted id.
  useEffect(() => {
    let live = true;
    api.fetch<{ _id: string; name: string }[]>('/api2/sites', { silent: true }).then(
      (list) => live && setSites(Array.isArray(list) ? list : []),
      () => undefined, // suggestions only: an id can still be typed
    );
    return () => {
      live = false;
    };
  }, [api]);

  const onClone = async () => {
    const siteId = from.trim();
    if (!siteId) return setError(STAFF.missingSiteId);
    if (!site._id) return setError(STAFF.noCurrentSite);
    if (siteId === site._id) return setError(STAFF.sameSite);
    setError('');
    setBusy(true);
    try {
      const existing = await api.fetch<unknown[]>('/api2/recommendation', { silent: true });
      const count = Array.isArray(existing) ? existing.length : 0;
      if (count && !(await strong.ask(STAFF.cloneConfirm(count, site.name)))) return;
      const answer = await api.fetch<{ cloned: string[] }>('/api2/recommendation/clone', { method: 'POST', body: { siteId, site: site._id }, silent: true });
      snackbars.show({ message: STAFF.cloneDone(answer.cloned.length), intent: Intent.SUCCESS });
      setFrom('');
      logged();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section title={STAFF.cloneTitle} help={STAFF.cloneHelp} testId="rec-staff-clone">
      <div className={styles.row}>
        <FormGroup label={STAFF.cloneSiteId} labelFor="rec-staff-clone-site" className={styles.grow} intent={error ? Intent.DANGER : Intent.NONE} helperText={error || undefined}>
          <InputGroup
            id="rec-staff-clone-site"
            className={styles.mono}
            value={from}
            placeholder="24-character site id"
            list="rec-staff-clone-sites"
            onValueChange={setFrom}
            intent={error ? Intent.DANGER : Intent.NONE}
            data-testid="rec-staff-clone-site"
          />
        </FormGroup>
        <datalist id="rec-staff-clone-sites">
          {sites
            .filter((s) => s._id !== site._id)
            .map((s) => (
              <option key={s._id} value={s._id} label={s.name} />
            ))}
        </datalist>
        <Button text={STAFF.cloneButton} loading={busy} onClick={onClone} data-testid="rec-staff-clone-run" />
      </div>
      {strong.dialog}
    </Section>
  );
}
