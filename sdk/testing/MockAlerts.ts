import type { AlertsService, AppletAlert } from '../services/alerts';

/** Records every call and keeps the stack the user would see. */
export class MockAlerts implements AlertsService {
  /** Every show() in call order, including ones later replaced or dismissed. */
  readonly shown: AppletAlert[] = [];
  readonly dismissed: string[] = [];
  readonly #stack = new Map<string, AppletAlert>();

  /** The alerts currently on screen, in the order first shown. */
  get visible(): AppletAlert[] {
    return [...this.#stack.values()];
  }

  show = (alert: AppletAlert): void => {
    this.shown.push(alert);
    this.#stack.set(alert.id, alert);
  };

  dismiss = (id: string): void => {
    this.dismissed.push(id);
    this.#stack.delete(id);
  };
}
