import { makeAutoObservable, runInAction } from 'mobx';
import { setCsrfToken } from '../api/http';
import { consoleStorage } from '../storage/consoleStorage';
import { claimDrafts } from '../unsaved/drafts';
import { isImpersonating } from './impersonation';
import type { SignInReason } from './signInReason';
import { fetchSessionUser, type SessionUser } from './sessionUser';

export type SessionStatus = 'fetching' | 'signedIn' | 'signedOut' | 'failed';

/** The sign-in state of the page (spec 4: unauthenticated, fetching, logged in, logged out). */
export class SessionStore {
  status: SessionStatus = 'fetching';
  user: SessionUser | undefined = undefined;
  error: Error | undefined = undefined;
  /** Set when the session ended under a signed-in user: the sign-in page says so. */
  endReason: SignInReason | undefined = undefined;
  /** The user's DevMode switch; only staff can turn it on. */
  devModePreference: boolean;
  readonly impersonating: boolean;
  private readonly expiryListeners = new Set<() => void>();

  constructor(
    private readonly fetchUser: () => Promise<SessionUser | null> = fetchSessionUser,
    impersonating: boolean = isImpersonating(),
  ) {
    this.impersonating = impersonating;
    this.devModePreference = consoleStorage().get('devMode') === true;
    makeAutoObservable<SessionStore, 'fetchUser' | 'expiryListeners'>(this, { fetchUser: false, impersonating: false, expiryListeners: false, onExpired: false });
  }

  get isStaff(): boolean {
    return this.user?.staff === true;
  }

  /** Dev mode is a staff tool: a merchant with a stale stored switch never gets it. */
  get devMode(): boolean {
    return this.isStaff && this.devModePreference;
  }

  setDevMode(on: boolean): void {
    this.devModePreference = on;
    consoleStorage().set('devMode', on);
  }

  /** Reads GET /api2/auth/: signed in, signed out (401) or failed (anything else). */
  async load(): Promise<void> {
    try {
      const user = await this.fetchUser();
      // Before any form can mount and restore an edit kept in this tab by another user.
      if (user) claimDrafts(user._id);
      runInAction(() => {
        setCsrfToken(user?.csrfToken);
        this.user = user ?? undefined;
        this.status = user ? 'signedIn' : 'signedOut';
        this.error = undefined;
      });
    } catch (error) {
      runInAction(() => {
        this.status = 'failed';
        this.error = error instanceof Error ? error : new Error(String(error));
      });
    }
  }

  /**
   * After a 401 from any call: asks the server again, so one stray 401 does not sign anyone
   * out, and a session that really ended sends the user to /login.
   */
  async recheck(): Promise<void> {
    if (this.status !== 'signedIn') return;
    try {
      const user = await this.fetchUser();
      if (!user) runInAction(() => this.markSignedOut('expired'));
    } catch {
      // The server is unreachable: the calls themselves report that.
    }
  }

  /**
   * Calls `listener` when the server ended the session under a signed-in user, while the page
   * is still showing (before the sign-in page replaces it): the last moment to keep an edit.
   */
  onExpired(listener: () => void): () => void {
    this.expiryListeners.add(listener);
    return () => this.expiryListeners.delete(listener);
  }

  markSignedOut(reason?: SignInReason): void {
    if (reason === 'expired' && this.status === 'signedIn') {
      this.expiryListeners.forEach((listener) => {
        try {
          listener();
        } catch {
          /* keeping an edit must never stop the sign-out */
        }
      });
    }
    setCsrfToken(undefined);
    this.endReason = reason;
    this.user = undefined;
    this.status = 'signedOut';
  }

  /** The Settings dialog saved the profile: keep what only the session knows (csrf, staff). */
  updateUser(changes: Partial<SessionUser>): void {
    if (this.user) this.user = { ...this.user, ...changes, staff: this.user.staff, csrfToken: this.user.csrfToken };
  }
}
