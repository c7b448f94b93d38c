import type { FastifyInstance } from 'fastify';
import { meetsRequirements, type AppletRegistration } from '../../sdk/applet/registration';
import { APPLET_ID_PATTERN } from '../../sdk/applet/validateManifest';
import { isSdkCompatible, SDK_VERSION } from '../../sdk/version';
import { requireAuth, requireStaff, type Auth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, conflict, duplicate, isUniqueViolation, notFound } from '../lib/errors';
import { requiredVersion } from '../lib/version';
import { siteForUser } from '../sites/access';
import { recordStaffAction } from '../staff-log/store';
import { BUILTIN_APPLETS, isBuiltinId } from './builtins';
import { findClash } from './clashes';
import { REGISTRY_MESSAGES as M } from './messages';
import { remoteOriginsFor } from './origins';
import { loadErrorReporter } from './loadErrors';
import { fetchAppletJson } from './manifest';
import {
  deleteRemote,
  findRemoteRow,
  insertRemote,
  listEnabledRemoteRows,
  listRemoteRows,
  managedJson,
  registrationJson,
  setRemoteEnabled,
  type ManagedRegistration,
} from './store';
import { parseRemoteApplet, type NewRemoteApplet } from './validate';
import { asObject, onlyKeys } from '../lib/validate';

/**
 * The applet registry (ARCHITECTURE.md "Applets and the runtime registry"): built-in
 * applets from code plus remotes staff register at run time. The App Library asks what the
 * signed-in user may launch on a site; staff manage the remotes.
 */
export function appletRegistryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const origins = remoteOriginsFor(db);
  const reportLoadError = loadErrorReporter(db);
  // The CSP must know the remotes' origins before the first page is served.
  app.addHook('onReady', () => origins.refresh());

  /**
   * What the user may launch on `site`. Dev mode is the user's switch in the browser, which
   * the server cannot see: staff get the dev-mode applets and the console hides them while
   * the switch is off; merchants never get them.
   */
  app.get('/api2/applets', async (request): Promise<AppletRegistration[]> => {
    const auth = await requireAuth(ctx, request);
    const site = await siteForUser(db, auth, (request.query as Record<string, unknown> | undefined)?.site);
    const context = { flags: site.flags ?? {}, staff: auth.staff, devMode: auth.staff };
    const remotes = (await listEnabledRemoteRows(db)).map(registrationJson);
    return [...BUILTIN_APPLETS, ...remotes].filter((applet) => meetsRequirements(applet.requires, context));
  });

  app.get('/api2/applets/all', async (request): Promise<ManagedRegistration[]> => {
    await requireStaff(ctx, request);
    const remotes = (await listRemoteRows(db)).map(managedJson);
    return [...BUILTIN_APPLETS.map((applet) => ({ ...applet, builtin: true, enabled: true })), ...remotes];
  });

  async function register(applet: NewRemoteApplet, createdBy: string, manifestUrl: string | null) {
    // A tile that can never load helps no one: say so to the staff member now, not to merchants later.
    if (!isSdkCompatible(applet.sdkVersion)) throw badRequest(M.incompatibleSdk(applet.sdkVersion, SDK_VERSION));
    const known = await listRemoteRows(db);
    const clash = findClash(applet, BUILTIN_APPLETS, known.map(registrationJson));
    if (clash) throw clash;
    let row;
    try {
      row = await insertRemote(db, applet, createdBy, manifestUrl);
    } catch (err) {
      // Another registration landed between the check and the insert: that one IS a race.
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
    await origins.refresh();
    return managedJson(row);
  }

  // Registry changes are staff actions on no site in particular: logged with site null.
  const logRegistry = (auth: Auth, detail: Record<string, unknown>) => recordStaffAction(db, auth, { action: 'applet-registry', detail });

  app.post('/api2/applets', async (request, reply) => {
    const auth = await requireStaff(ctx, request);
    const registered = await register(parseRemoteApplet(request.body), auth.user.id, null);
    await logRegistry(auth, { change: 'register', applet: registered.id });
    return reply.code(201).send(registered);
  });

  /** Registers the applet.json at `url`: what the applet's build wrote from its defineApplet call. */
  app.post('/api2/applets/manifest', async (request, reply) => {
    const auth = await requireStaff(ctx, request);
    const body = asObject(request.body);
    onlyKeys(body, ['url']);
    const { url, registration } = await fetchAppletJson(body.url, { allowLoopback: ctx.config.allowLoopbackApplets });
    const registered = await register(registration, auth.user.id, url);
    await logRegistry(auth, { change: 'register', applet: registered.id, url });
    return reply.code(201).send(registered);
  });

  app.patch<{ Params: { id: string } }>('/api2/applets/:id', async (request) => {
    const auth = await requireStaff(ctx, request);
    const { id } = request.params;
    if (isBuiltinId(id)) throw badRequest(M.builtinNotEditable);
    const body = asObject(request.body);
    onlyKeys(body, ['enabled'], ['__v']);
    if (typeof body.enabled !== 'boolean') throw badRequest(M.badType('enabled', 'a boolean'));
    if (!APPLET_ID_PATTERN.test(id) || !(await findRemoteRow(db, id))) throw notFound(M.notFound);
    // A registration is a versioned document: the switch names the version it showed.
    const row = await setRemoteEnabled(db, id, body.enabled, requiredVersion(body, request.headers));
    if (!row) throw conflict();
    await logRegistry(auth, { change: body.enabled ? 'enable' : 'disable', applet: id });
    return managedJson(row);
  });

  /**
   * A console that failed to load a remote says why, so staff see it on the registry page.
   * The failure happens to merchants too, so any user who can launch the applet on the site
   * they name reports (loadErrors.ts has the rule); it writes only that registration's last
   * error, as plain text of bounded length. Only staff read it (GET /api2/applets/all).
   */
  app.post<{ Params: { id: string } }>('/api2/applets/:id/load-error', async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    await reportLoadError(auth, request.params.id, request.body);
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/api2/applets/:id', async (request, reply) => {
    const auth = await requireStaff(ctx, request);
    const { id } = request.params;
    if (isBuiltinId(id)) throw badRequest(M.builtinNotRemovable);
    if (!APPLET_ID_PATTERN.test(id) || !(await deleteRemote(db, id))) throw notFound(M.notFound);
    await origins.refresh();
    await logRegistry(auth, { change: 'remove', applet: id });
    return reply.code(204).send();
  });
}
