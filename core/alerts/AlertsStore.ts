import { makeAutoObservable } from 'mobx';
import type { AppletAlert } from '../sdk';

/** The alert stack above one applet's pages (the host's installation alerts and the applet's own). */
export class AlertsStore {
  alerts: AppletAlert[] = [];
  /** Ids the user closed with the alert's own button: re-checks do not bring them back. */
  private readonly userClosed = new Set<string>();

  constructor() {
    makeAutoObservable<AlertsStore, 'userClosed'>(this, { show: false, dismiss: false, userClosed: false });
  }

  /** Plain functions, so the SDK service can hand them out destructured. */
  show = (alert: AppletAlert): void => this.replace(alert);

  dismiss = (id: string): void => this.remove(id);

  /** The close button of a dismissible alert. */
  closeByUser(id: string): void {
    this.userClosed.add(id);
    this.remove(id);
  }

  closedByUser(id: string): boolean {
    return this.userClosed.has(id);
  }

  /** Drops every alert that matches (e.g. the host's own, before a re-check). */
  dismissWhere(predicate: (alert: AppletAlert) => boolean): void {
    this.alerts = this.alerts.filter((alert) => !predicate(alert));
  }

  private replace(alert: AppletAlert): void {
    const index = this.alerts.findIndex((existing) => existing.id === alert.id);
    if (index === -1) this.alerts.push(alert);
    else this.alerts[index] = alert;
  }

  private remove(id: string): void {
    this.alerts = this.alerts.filter((alert) => alert.id !== id);
  }
}
