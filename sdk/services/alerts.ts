import { createServiceRef } from './serviceRef';

/** Blueprint's intents, spelled out so the SDK's types do not change with Blueprint's. */
export type Intent = 'none' | 'primary' | 'success' | 'warning' | 'danger';

export interface AlertAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface AppletAlert {
  /** Showing an alert with an id already shown replaces it, so re-checks do not stack copies. */
  readonly id: string;
  readonly intent: Intent;
  readonly message: string;
  readonly actions?: readonly AlertAction[];
  /** Default false: the alert stays until the applet dismisses it. */
  readonly dismissible?: boolean;
}

/** The alert stack above the applet's pages (tag disabled, app embed missing, ...). */
export interface AlertsService {
  show(alert: AppletAlert): void;
  dismiss(id: string): void;
}

export const alertsRef = createServiceRef<AlertsService>('vitrine.alerts');
