import { Button, Callout, HTMLTable, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useApi, useSite } from 'sdk';
import { staffActionLabel, type StaffActionEntry } from '../../../model/staffActions';
import { STAFF } from '../messages';
import { Section } from '../Section';
import styles from '../Staff.module.scss';
import { describeStaffAction } from './describe';
import { useStaffLog } from './StaffLogContext';

const PAGE = 20;
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The staff action log of the current site (issue 15): who did what and when with the staff
 * tools, newest first, as the server recorded it. Reloads after each action of this page.
 */
export function StaffLogSection() {
  const api = useApi();
  const site = useSite();
  const { version } = useStaffLog();
  const [entries, setEntries] = useState<StaffActionEntry[]>([]);
  const [more, setMore] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api.fetch<StaffActionEntry[]>('/api2/staff-actions', { query: { site: site._id, limit: PAGE }, silent: true }).then(
      (list) => {
        if (!live) return;
        setEntries(list);
        setMore(list.length === PAGE);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, site._id, version]);

  const onOlder = async () => {
    const last = entries.at(-1);
    if (!last) return;
    try {
      const list = await api.fetch<StaffActionEntry[]>('/api2/staff-actions', { query: { site: site._id, limit: PAGE, before: last.id }, silent: true });
      setEntries([...entries, ...list]);
      setMore(list.length === PAGE);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Section title={STAFF.logTitle} help={STAFF.logHelp} testId="rec-staff-log" wide>
      {failed && <Callout intent={Intent.DANGER} compact>{STAFF.logFailed}</Callout>}
      {!failed && entries.length === 0 && <p className={styles.help}>{STAFF.logEmpty}</p>}
      {entries.length > 0 && (
        <div className={styles.tableScroll}>
          <HTMLTable compact striped className={styles.logTable}>
            <thead>
              <tr>
                <th>{STAFF.logWhen}</th>
                <th>{STAFF.logWho}</th>
                <th>{STAFF.logWhat}</th>
                <th>{STAFF.logDetail}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} data-testid="rec-staff-log-row" data-action={e.action}>
                  <td className={styles.nowrap}>
                    <time dateTime={e.at}>{when(e.at)}</time>
                  </td>
                  <td title={e.user.name || undefined}>{e.user.email}</td>
                  <td>{staffActionLabel(e.action)}</td>
                  <td className={styles.mono}>{describeStaffAction(e)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {more && (
        <div>
          <Button variant="minimal" text={STAFF.logOlder} onClick={onOlder} data-testid="rec-staff-log-older" />
        </div>
      )}
    </Section>
  );
}
