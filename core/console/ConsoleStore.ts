import { apiTarget, observeHttp } from '../api/http';
import { AppletRegistryStore } from '../applet-host/AppletRegistryStore';
import { adoptBootRequests } from '../boot/adoptBootRequests';
import type { BootRequests } from '../boot/startBootRequests';
import { createSiteBroadcast } from '../current-site/siteBroadcast';
import { SitesStore } from '../current-site/SitesStore';
import { ConfirmStore } from '../dialogs/ConfirmStore';
import { ErrorStore } from '../errors/ErrorStore';
import { RequestTracker } from '../loading/RequestTracker';
import { SessionStore } from '../session/SessionStore';
import { takeFlash } from '../snackbars/flash';
import { takePendingPlanChange } from '../plans/pendingPlanChange';
import { SnackbarHost } from '../snackbars/SnackbarHost';
import { consoleStorage, consoleStorageKey, type ConsoleStorage } from '../storage/consoleStorage';
import { UnsavedChangesStore } from '../unsaved/UnsavedChangesStore';
import { UNSAVED_MESSAGES } from '../unsaved/messages';
import { DialogsStore } from './DialogsStore';

/** Long enough to read and act on: the user must review the restored edit, then save. */
const RESTORED_NOTICE_MS = 10_000;

/**
 * Everything the shell shares, made once per page. Components reach it through
 * useConsole(); the SDK services (core/services) are thin adapters over it.
 */
export class ConsoleStore {
  readonly storage: ConsoleStorage;
  readonly session: SessionStore;
  readonly sites: SitesStore;
  readonly errors = new ErrorStore();
  readonly confirm = new ConfirmStore();
  readonly requests = new RequestTracker();
  readonly unsaved: UnsavedChangesStore;
  readonly snackbars = new SnackbarHost();
  readonly dialogs = new DialogsStore();
  readonly registry: AppletRegistryStore;
  private readonly disposers: Array<() => void> = [];

  constructor(deps: { storage?: ConsoleStorage; session?: SessionStore; sites?: SitesStore; registry?: AppletRegistryStore } = {}) {
    this.storage = deps.storage ?? consoleStorage();
    this.session = deps.session ?? new SessionStore();
    this.sites =
      deps.sites ??
      new SitesStore({
        storage: this.storage,
        broadcast: (onSelection) => createSiteBroadcast(consoleStorageKey('lastSite'), onSelection),
      });
    this.registry = deps.registry ?? new AppletRegistryStore();
    this.unsaved = new UnsavedChangesStore(this.confirm.confirm, () =>
      this.snackbars.show({ message: UNSAVED_MESSAGES.restoredDraft, intent: 'primary', timeoutMs: RESTORED_NOTICE_MS }),
    );
    // Applet forms' unsaved edits survive a session that ends on the server (issue 16 item 4).
    this.session.onExpired(() => this.unsaved.saveDrafts());
  }

  /**
   * Wires the HTTP layer to the loading bar, the error modal and the session; `boot`, the
   * requests the entry chunk started (core/boot), goes into the stores as soon as it arrives.
   */
  start(boot?: BootRequests): void {
    try {
      // Spec 6: a console on an unknown host says so at once, not only when a call fails.
      apiTarget();
    } catch (error) {
      this.errors.report(error);
    }
    this.disposers.push(
      observeHttp({
        requestStarted: () => this.requests.started(),
        requestEnded: () => this.requests.ended(),
        failed: (error) => this.errors.report(error),
        unauthorized: () => void this.session.recheck(),
      }),
    );
    this.sites.connect();
    void this.session.load();
    // What the previous page did before it reloaded (e.g. "Your plan is now …").
    const flash = takeFlash();
    if (flash) this.snackbars.show(flash);
    // Back from the shop platform after a paid plan change: say what the plan is now.
    const planChange = takePendingPlanChange();
    if (planChange) {
      void import(/* webpackChunkName: "plan-change-report" */ '../plans/planChangeReport')
        .then(({ planChangeReport }) => planChangeReport(planChange))
        .then((report) => report && this.snackbars.show(report))
        .catch(() => undefined);
    }
    if (boot) {
      const adopted = adoptBootRequests(boot, this);
      this.disposers.push(() => adopted.stop());
    }
  }

  dispose(): void {
    this.disposers.splice(0).forEach((dispose) => dispose());
    this.sites.dispose();
  }
}
