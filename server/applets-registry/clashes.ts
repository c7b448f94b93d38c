// Which field of a new registration clashes with what is already there, said in words. The
// generic duplicate message ("probably because another user created one at the same time") sent
// a developer re-registering a new build, or one who kept the starter's module scope, looking for
// a race that never happened.
import type { AppletRegistration } from '../../sdk/applet/registration';
import { HttpError, DUPLICATE_CODE } from '../lib/errors';
import type { NewRemoteApplet } from './validate';

type Known = Pick<AppletRegistration, 'id' | 'route' | 'source'>;

export const CLASH_MESSAGES = {
  builtinId: (id: string) => `id "${id}" is the id of a built-in applet; choose another id.`,
  builtinRoute: (route: string) => `route "${route}" is the route of a built-in applet; choose another route.`,
  sameId: (id: string) =>
    `id "${id}" is already registered. To register a new version of the same applet, remove the old registration first: \`npm run register -- <applet.json URL> --replace\`, or Remove on the Applet Registry page.`,
  route: (route: string, owner: string) => `route "${route}" is already used by the applet "${owner}"; choose another route.`,
  scope: (scope: string, owner: string) =>
    `source.scope "${scope}" (the module scope of remoteEntry.js) is already used by the applet "${owner}": two applets with one scope would overwrite each other's container. Give your applet its own scope: SCOPE in webpack.config.mjs (create-vitrine-applet names it vitrine_<id>).`,
} as const;

const clash = (message: string) => new HttpError(409, message, DUPLICATE_CODE);

/** The clash of `applet` with the built-ins or the registered remotes, or null when there is none. */
export function findClash(applet: NewRemoteApplet, builtins: readonly Known[], remotes: readonly Known[]): HttpError | null {
  if (builtins.some((b) => b.id === applet.id)) return clash(CLASH_MESSAGES.builtinId(applet.id));
  if (builtins.some((b) => b.route === applet.route)) return clash(CLASH_MESSAGES.builtinRoute(applet.route));
  if (remotes.some((r) => r.id === applet.id)) return clash(CLASH_MESSAGES.sameId(applet.id));
  const byRoute = remotes.find((r) => r.route === applet.route);
  if (byRoute) return clash(CLASH_MESSAGES.route(applet.route, byRoute.id));
  const byScope = remotes.find((r) => r.source.kind === 'remote' && r.source.scope === applet.source.scope);
  if (byScope) return clash(CLASH_MESSAGES.scope(applet.source.scope, byScope.id));
  return null;
}
