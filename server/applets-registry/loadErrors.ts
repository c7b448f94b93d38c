import { meetsRequirements } from '../../sdk/applet/registration';
import { APPLET_ID_PATTERN } from '../../sdk/applet/validateManifest';
import type { Auth } from '../http/auth';
import type { Db } from '../db/database';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { asObject, onlyKeys } from '../lib/validate';
import { siteForUser } from '../sites/access';
import { createRateLimiter } from '../tracking/rate-limit';
import { isBuiltinId } from './builtins';
import { REGISTRY_MESSAGES as M } from './messages';
import { recordLoadError, registrationJson } from './store';

/** A reason a console shows in one line; a longer body is not a load error but a payload. */
export const MAX_LOAD_ERROR_LENGTH = 500;
/** Per user: a console reports once per failed load, so a burst of tabs fits, a loop does not. */
const REPORTS_PER_MINUTE = 10;

export type LoadErrorReporter = (auth: Auth, id: string, body: unknown) => Promise<void>;

/**
 * Who may write a registration's last load error: someone whose console could have tried to
 * load it, i.e. a user who can launch it on a site they may act on (it is enabled and its
 * requirements hold there). Anyone else gets the 404 of an unknown applet, so a merchant can
 * neither spoil a registration they never see nor learn which ids exist. Rate-limited per user.
 */
export function loadErrorReporter(db: Db): LoadErrorReporter {
  const limiter = createRateLimiter({ perMinute: REPORTS_PER_MINUTE, maxKeys: 10_000 });
  return async (auth, id, rawBody) => {
    const body = asObject(rawBody);
    onlyKeys(body, ['message', 'site']);
    if (typeof body.message !== 'string' || !body.message.trim()) throw badRequest(M.missingField('message'));
    const message = body.message.trim();
    if (message.length > MAX_LOAD_ERROR_LENGTH) throw badRequest(M.tooLong('message', MAX_LOAD_ERROR_LENGTH));
    const site = await siteForUser(db, auth, body.site);
    if (isBuiltinId(id) || !APPLET_ID_PATTERN.test(id)) throw notFound(M.notFound);
    const row = await db.selectFrom('applet_registrations').selectAll().where('id', '=', id).executeTakeFirst();
    const context = { flags: site.flags ?? {}, staff: auth.staff, devMode: auth.staff };
    if (!row || !row.enabled || !meetsRequirements(registrationJson(row).requires, context)) throw notFound(M.notFound);
    if (!limiter.take(auth.user.id)) throw new HttpError(429, M.tooManyLoadErrors);
    if (!(await recordLoadError(db, id, message))) throw notFound(M.notFound);
  };
}
