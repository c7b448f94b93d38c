import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AppletRoute } from '../applet-host/AppletRoute';
import { useConsole } from '../console/ConsoleContext';
import { HomePage } from '../home/HomePage';
import { isPublicGallery } from '../lib/storage/storageKey';
import { PageLoading, PageUnavailable } from '../shell/PageStates';
import { ShellLayout } from '../shell/ShellLayout';
import { SignedInConsole } from '../shell/SignedInConsole';
import { LoginRedirect } from './LoginRedirect';
import { APPLET_REGISTRY_PATH, APPLET_ROOT, HOME_PATH, LOGIN_PATH } from './paths';
import { RedirectKeepingSiteXid } from './RedirectKeepingSiteXid';
import { RootRedirect } from './RootRedirect';

// Its own chunk: the console's start-up code carries none of the gallery, which few visit.
const PublicGalleryPage = lazy(() => import(/* webpackChunkName: "public-gallery" */ '../public-gallery/PublicGalleryPage').then((m) => ({ default: m.PublicGalleryPage })));

// The App Library's start-up code carries neither: the React sign-in page shows only when the
// console finds the session gone (a cold /login gets core/login/startSignInPage), the registry only to staff.
const LoginPage = lazy(() => import(/* webpackChunkName: "login-page" */ '../login/LoginPage').then((m) => ({ default: m.LoginPage })));
const AppletRegistryPage = lazy(() => import(/* webpackChunkName: "applet-registry" */ '../applet-registry/AppletRegistryPage').then((m) => ({ default: m.AppletRegistryPage })));

/** Spec 2's routes, and spec 1's public gallery. site-xid travels with every redirect. */
export const AppRoutes = observer(function AppRoutes() {
  const { session } = useConsole();
  const { pathname } = useLocation();

  // The public gallery (spec 1) is for everyone, signed in or not, and waits for no session.
  if (isPublicGallery({ pathname, hostname: window.location.hostname })) {
    return (
      <Suspense fallback={<PageLoading />}>
        <PublicGalleryPage signedIn={session.status === 'signedIn'} />
      </Suspense>
    );
  }

  switch (session.status) {
    case 'fetching':
      return <PageLoading />;
    case 'failed':
      return <PageUnavailable />;
    case 'signedOut':
      return (
        <Routes>
          <Route
            path={LOGIN_PATH}
            element={
              <Suspense fallback={<PageLoading />}>
                <LoginPage />
              </Suspense>
            }
          />
          <Route path="*" element={<LoginRedirect />} />
        </Routes>
      );
    case 'signedIn':
      return (
        <SignedInConsole>
          <Routes>
            <Route path="/" element={<RootRedirect />} />
            <Route element={<ShellLayout />}>
              <Route path={HOME_PATH} element={<HomePage />} />
              <Route
                path={APPLET_REGISTRY_PATH}
                element={
                  session.isStaff ? (
                    <Suspense fallback={<PageLoading />}>
                      <AppletRegistryPage />
                    </Suspense>
                  ) : (
                    <RedirectKeepingSiteXid to={HOME_PATH} />
                  )
                }
              />
              <Route path={`${APPLET_ROOT}/:app/*`} element={<AppletRoute />} />
            </Route>
            <Route path="*" element={<RedirectKeepingSiteXid to={HOME_PATH} />} />
          </Routes>
        </SignedInConsole>
      );
  }
});
