import { Button, Callout, Classes, HTMLTable, Intent, Spinner, Tag } from '@blueprintjs/core';
import { useSite } from 'sdk';
import { RecPage } from '../shared/RecPage';
import { StaffOnly } from './StaffOnly';
import { STAFF } from './messages';
import styles from './Provisioning.module.scss';
import { useProvisioning } from './useProvisioning';

const STATUS_INTENT: Record<string, Intent> = { active: Intent.SUCCESS, ready: Intent.SUCCESS, live: Intent.SUCCESS, idle: Intent.NONE, waiting: Intent.WARNING, disabled: Intent.DANGER, unsupported: Intent.DANGER };

/** Timestamps in the site's zone, the way staff talk to its merchant about them. */
function when(iso: string | null, timeZone: string) {
  if (!iso) return STAFF.never;
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium', timeZone }).format(new Date(iso));
  } catch {
    return iso;
  }
}

const yesNo = (v: boolean) => (
  <Tag minimal intent={v ? Intent.SUCCESS : Intent.NONE}>
    {v ? STAFF.yes : STAFF.no}
  </Tag>
);

/** Provisioning Status (spec 2 /status, dev mode): the site's aws and data status and every endpoint's readiness. */
function ProvisioningStatusPageContent() {
  const site = useSite();
  const tz = site.timeZone || 'UTC';
  const { status, error, waiting, refresh } = useProvisioning();
  const endpoints = Object.values(status?.endpoints ?? {}).sort((a, b) => a.endpoint.localeCompare(b.endpoint));

  return (
    <RecPage
      title={STAFF.statusTitle}
      testId="rec-provisioning"
      extra={<Button icon="refresh" text={STAFF.refresh} onClick={() => void refresh()} data-testid="rec-provisioning-refresh" />}
    >
      {error ? <Callout intent={Intent.DANGER}>{error}</Callout> : null}
      {!status && !error ? <Spinner size={30} /> : null}
      {status ? (
        <>
          <dl className={styles.facts} data-testid="rec-provisioning-site">
            <dt>{STAFF.awsStatus}</dt>
            <dd>
              <Tag intent={STATUS_INTENT[status['aws-status']] ?? Intent.NONE} data-testid="rec-provisioning-aws-status">
                {status['aws-status']}
              </Tag>
              <span className={Classes.TEXT_MUTED} data-testid="rec-provisioning-aws-timestamp">
                {when(status['aws-timestamp'], tz)}
              </span>
            </dd>
            <dt>{STAFF.dataStatus}</dt>
            <dd>
              <Tag intent={STATUS_INTENT[status['data-status']] ?? Intent.NONE} data-testid="rec-provisioning-data-status">
                {status['data-status']}
              </Tag>
              <span className={Classes.TEXT_MUTED} data-testid="rec-provisioning-data-timestamp">
                {when(status['data-timestamp'], tz)}
              </span>
            </dd>
            <dt>{STAFF.message}</dt>
            <dd data-testid="rec-provisioning-message">{status.message || STAFF.never}</dd>
          </dl>
          {waiting ? (
            <Callout intent={Intent.PRIMARY} icon="time" compact data-testid="rec-provisioning-waiting">
              {STAFF.refreshing}
            </Callout>
          ) : null}
          <div className={styles.tableWrap}>
            <HTMLTable compact striped className={styles.table} data-testid="rec-provisioning-endpoints">
              <thead>
                <tr>
                  <th>{STAFF.endpoint}</th>
                  <th>{STAFF.ready}</th>
                  <th>{STAFF.live}</th>
                  <th>{STAFF.phase}</th>
                  <th>{STAFF.timestamp}</th>
                </tr>
              </thead>
              <tbody>
                {endpoints.map((e) => (
                  <tr key={e.endpoint} data-testid={`rec-provisioning-endpoint-${e.endpoint}`}>
                    <td className={styles.mono}>{e.endpoint}</td>
                    <td>{yesNo(e.ready)}</td>
                    <td>{yesNo(e.live)}</td>
                    <td>
                      <Tag minimal intent={STATUS_INTENT[e.state] ?? Intent.NONE}>
                        {e.phase}
                      </Tag>
                    </td>
                    <td>{when(e.timestamp, tz)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        </>
      ) : null}
    </RecPage>
  );
}

export function ProvisioningStatusPage() {
  return (
    <StaffOnly>
      <ProvisioningStatusPageContent />
    </StaffOnly>
  );
}
