import type { FastifyReply, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { isStaffEmail } from '../auth/staff';
import { loadSession, SESSION_COOKIE, type ActiveSession } from '../auth/sessions';
import { forbidden, unauthorized } from '../lib/errors';
import type { UsersTable } from '../db/schema';
import type { Selectable } from 'kysely';
import type { AppContext } from './context';
import { allowedOrigins } from './hosts';

export type UserRow = Selectable<UsersTable>;

export interface Auth {
  session: ActiveSession;
  user: UserRow;
  staff: boolean;
}

const cache = new WeakMap<FastifyRequest, Promise<Auth | null>>();

/** Whether this request's answer was made with its session read: it holds someone's data. */
export function consultedSession(request: FastifyRequest): boolean {
  return cache.has(request);
}

/** The signed-in user for this request, or null. Loaded once per request. */
export function currentAuth(ctx: AppContext, request: FastifyRequest, opts: { forceTouch?: boolean } = {}) {
  let pending = cache.get(request);
  if (!pending || opts.forceTouch) {
    pending = resolveAuth(ctx, request, opts.forceTouch ?? false);
    cache.set(request, pending);
  }
  return pending;
}

async function resolveAuth(ctx: AppContext, request: FastifyRequest, force: boolean): Promise<Auth | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await loadSession(ctx.db, token, ctx.config, { touch: true, force });
  if (!session) return null;
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', session.userId).executeTakeFirst();
  if (!user) return null;
  const staff = isStaffEmail(user.email, ctx.config.staffEmailDomains, ctx.config.staffExcludedEmails);
  return { session, user, staff };
}

export async function requireAuth(ctx: AppContext, request: FastifyRequest): Promise<Auth> {
  const auth = await currentAuth(ctx, request);
  if (!auth) throw unauthorized();
  return auth;
}

export async function requireStaff(ctx: AppContext, request: FastifyRequest): Promise<Auth> {
  const auth = await requireAuth(ctx, request);
  if (!auth.staff) throw forbidden('Staff only');
  return auth;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_HEADER = 'x-csrf-token';

/**
 * CSRF defence for every state-changing API call: besides SameSite=Lax, the request must
 * carry the session's token in a custom header. A cross-site page can neither read the
 * token nor set the header without a CORS preflight we never grant.
 * The sign-in form is checked by Origin instead (there is no session yet).
 */
export function csrfGuard(ctx: AppContext, exempt: Set<string>) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!UNSAFE.has(request.method)) return;
    const route = request.routeOptions.url ?? request.url;
    if (exempt.has(route)) return;
    const auth = await requireAuth(ctx, request);
    const sent = request.headers[CSRF_HEADER];
    const expected = Buffer.from(auth.session.csrfToken);
    const given = Buffer.from(typeof sent === 'string' ? sent : '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden('Missing or invalid CSRF token');
    }
  };
}

/** True when the request's Origin (or Referer) is this console's own origin. */
export function isSameOrigin(ctx: AppContext, request: FastifyRequest): boolean {
  // The configured origin(s) only, never one built from the request's own Host header.
  const allowed = allowedOrigins(ctx.config.publicOrigin);
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return allowed.has(origin);
  const referer = request.headers.referer;
  if (typeof referer === 'string') {
    try {
      return allowed.has(new URL(referer).origin);
    } catch {
      return false;
    }
  }
  return false;
}
