import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router-dom';
import { useConsole } from '../console/ConsoleContext';
import { loginUrl } from '../session/signInReason';
import { LOGIN_PATH } from './paths';
import { withSiteXid } from './siteXid';

/**
 * Signed out, every path goes to /login (spec 2). When the session ended under the user, the
 * sign-in page is told why and where they were, so signing in brings them back there.
 */
export const LoginRedirect = observer(function LoginRedirect() {
  const { session } = useConsole();
  const { pathname, search, hash } = useLocation();
  const to = session.endReason ? loginUrl(session.endReason, `${pathname}${search}${hash}`) : withSiteXid(LOGIN_PATH, search);
  return <Navigate to={to} replace />;
});
