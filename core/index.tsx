import { startBootRequests } from './boot/startBootRequests';
import { LOGIN_PATH } from './routing/paths';

// The first requests (session, sites, the site's applet registry) go out now, while the shell's
// chunks download and evaluate; the stores find their answers waiting. startBootRequests keeps
// clear of the sdk, React and mobx, so nothing shared is evaluated before the boundary below.
const boot = startBootRequests();

/**
 * A cold /login of a visitor who is not signed in gets the sign-in page without React or the
 * console (the 'login' chunk, a few KB): it only posts a form. Anyone else, and a session
 * check that failed (the console then says so), starts the console.
 */
async function signedOutAtLogin(): Promise<boolean> {
  if (!boot || window.location.pathname !== LOGIN_PATH) return false;
  return boot.session.then(
    (response) => response.status === 401,
    () => false,
  );
}

async function start(): Promise<void> {
  if (await signedOutAtLogin()) {
    const { startSignInPage } = await import(/* webpackChunkName: "login" */ './login/startSignInPage');
    startSignInPage();
    return;
  }
  // Only an async boundary: Module Federation must negotiate shared modules (react, Blueprint,
  // the sdk) before any of them is evaluated, so everything real lives in ./bootstrap. The chunk
  // name is what webpack.config.ts uses to split the shell's vendor code.
  await import(/* webpackChunkName: "shell" */ './bootstrap');
}

start().catch((error: unknown) => {
  console.error('Vitrine failed to start', error);
});
