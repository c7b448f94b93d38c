import type { AlertsStore } from '../alerts/AlertsStore';
import type { AlertsService } from '../sdk';

/** One applet's alert stack. */
export function createAlertsService(store: AlertsStore): AlertsService {
  return { show: store.show, dismiss: store.dismiss };
}
