import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../home/HomePage';
import { LoginPage } from '../login/LoginPage';
import { useSession } from '../session/SessionProvider';
import { PageLoading, PageUnavailable } from '../shell/PageStates';
import { ShellLayout } from '../shell/ShellLayout';
import { HOME_PATH, LOGIN_PATH } from './paths';
import { RedirectKeepingSiteXid } from './RedirectKeepingSiteXid';

export function AppRoutes() {
  const session = useSession();

  switch (session.status) {
    case 'fetching':
      return <PageLoading />;
    case 'failed':
      return <PageUnavailable />;
    case 'signedOut':
      return (
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path="*" element={<RedirectKeepingSiteXid to={LOGIN_PATH} />} />
        </Routes>
      );
    case 'signedIn':
      // TODO(applets stage): / with ?app=, the last saved location and /applet/{app}/* go here.
      return (
        <Routes>
          <Route element={<ShellLayout />}>
            <Route path={HOME_PATH} element={<HomePage />} />
          </Route>
          <Route path="*" element={<RedirectKeepingSiteXid to={HOME_PATH} />} />
        </Routes>
      );
  }
}
