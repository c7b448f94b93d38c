import type { SessionInfo, SessionService, UserInfo } from '../services/session';
import { TEST_USER } from './fixtures';
import { MockSubscribable } from './MockSubscribable';

export type MockSessionOptions = Partial<Omit<SessionInfo, 'user'>> & { readonly user?: Partial<UserInfo> };

/** A signed-in merchant by default; `new MockSession({ user: { staff: true } })` for staff. */
export class MockSession extends MockSubscribable<SessionInfo> implements SessionService {
  constructor({ user, ...rest }: MockSessionOptions = {}) {
    const fullUser = { ...TEST_USER, ...user };
    super({ user: fullUser, isStaff: fullUser.staff, devMode: false, impersonating: false, ...rest });
  }
}
