import { Button, Callout } from '@blueprintjs/core';
import { Cross } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import type { AlertsStore } from './AlertsStore';
import { ALERT_MESSAGES } from './messages';
import styles from './AlertStack.module.scss';

/** The alerts above an applet's pages, newest last. */
export const AlertStack = observer(function AlertStack({ store }: { store: AlertsStore }) {
  if (store.alerts.length === 0) return null;
  return (
    <div className={styles.stack} role="region" aria-label="Alerts" data-testid="alert-stack">
      {store.alerts.map((alert) => (
        <Callout key={alert.id} intent={alert.intent === 'none' ? undefined : alert.intent} className={styles.alert} compact>
          <div className={styles.row}>
            <span className={styles.message}>{alert.message}</span>
            {(alert.actions?.length || alert.dismissible) && (
              <span className={styles.actions}>
                {alert.actions?.map((action) => (
                  <Button
                    key={action.label}
                    size="small"
                    intent={alert.intent === 'none' ? undefined : alert.intent}
                    variant="outlined"
                    onClick={action.onClick}
                  >
                    {action.label}
                  </Button>
                ))}
                {alert.dismissible && (
                  <Button
                    size="small"
                    variant="minimal"
                    icon={<Cross />}
                    aria-label={ALERT_MESSAGES.dismiss}
                    title={ALERT_MESSAGES.dismiss}
                    onClick={() => store.closeByUser(alert.id)}
                  />
                )}
              </span>
            )}
          </div>
        </Callout>
      ))}
    </div>
  );
});
