import { startBootRequests } from './boot/startBootRequests';

// The first requests (session, sites, the site's applet registry) go out now, while the shell's
// chunks download and evaluate; the stores find their answers waiting. startBootRequests keeps
// clear of the sdk, React and mobx, so nothing shared is evaluated before the boundary below.
startBootRequests();

// Only an async boundary: Module Federation must negotiate shared modules (react, Blueprint, the
// sdk) before any of them is evaluated, so everything real lives in ./bootstrap. The chunk name is
// what webpack.config.ts uses to split the shell's vendor code.
import(/* webpackChunkName: "shell" */ './bootstrap').catch((error: unknown) => {
  console.error('Vitrine failed to start', error);
});
