import { createServiceRef, type Subscribable } from './serviceRef';

export interface UserInfo {
  readonly _id: string;
  readonly email: string;
  readonly name: string;
  readonly first: string;
  readonly last: string;
  readonly staff: boolean;
}

export interface SessionInfo {
  readonly user: UserInfo;
  readonly isStaff: boolean;
  /** The staff-only DevMode switch is on. Always false for merchants. */
  readonly devMode: boolean;
  /** A staff member is acting as this user: do not treat actions as the merchant's own. */
  readonly impersonating: boolean;
}

/** The signed-in user. Changes when dev mode is switched; sign-out unmounts applets instead. */
export type SessionService = Subscribable<SessionInfo>;

export const sessionRef = createServiceRef<SessionService>('vitrine.session');
