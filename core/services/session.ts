import type { SessionInfo, SessionService, UserInfo } from '../sdk';
import type { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { subscribableFrom } from './subscribableFrom';

export function toUserInfo(user: SessionUser): UserInfo {
  return { _id: user._id, email: user.email, name: user.name, first: user.first, last: user.last, staff: user.staff === true };
}

/** The signed-in session for applets; changes when dev mode is switched or the profile saved. */
export function createSessionService(session: SessionStore): SessionService & { dispose(): void } {
  if (!session.user) throw new Error('createSessionService() needs a signed-in user');
  let last: SessionInfo | undefined;
  const source = subscribableFrom((): SessionInfo => {
    // After sign-out the shell unmounts applets; until then they keep the last session.
    if (session.user) {
      last = {
        user: toUserInfo(session.user),
        isStaff: session.isStaff,
        devMode: session.devMode,
        impersonating: session.impersonating,
      };
    }
    return last!;
  });
  return {
    get current() {
      return source.current;
    },
    subscribe: source.subscribe,
    dispose: source.dispose,
  };
}
