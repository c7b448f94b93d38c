import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context';
import { currentAuth, isSameOrigin } from '../http/auth';
import { dummyHash, verifyPassword } from '../lib/password';
import { userJson } from '../users/serialize';
import { createSession, destroySession, REMEMBER_COOKIE, SESSION_COOKIE } from './sessions';
import { attemptFailed, attemptSucceeded, beginAttempt, DEVICE_COOKIE, dropAttempt, isThrottled } from './throttle';
import { AUTH_MESSAGES } from './messages';
import { throttleSource } from './source';
import { sameOriginPath } from '../../sdk/urls/sameOriginPath';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Sign-in failures go back to /login with the error as JSON in ?err (console-shell spec 8). */
function loginError(reply: FastifyReply, message: string, status = 303) {
  return reply.code(status).redirect(`/login?err=${encodeURIComponent(JSON.stringify({ message }))}`);
}

/** Where to go after signing in: a path on this console (sdk/urls/sameOriginPath.ts), else home. */
export function safeNext(next: unknown): string {
  return sameOriginPath(next) ?? '/';
}

interface LoginBody {
  email?: unknown;
  password?: unknown;
  remember?: unknown;
  next?: unknown;
}

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const { config, db } = ctx;

  // The sign-in form posts urlencoded and is answered with redirects; a JSON post gets JSON.
  const isJsonPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').includes('application/json');
  const fail = (request: FastifyRequest, reply: FastifyReply, message: string, status: number) =>
    isJsonPost(request) ? reply.code(status).send({ message }) : loginError(reply, message);

  app.post('/auth/local', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    if (!isSameOrigin(ctx, request)) return fail(request, reply, AUTH_MESSAGES.crossOrigin, 403);
    const body = (request.body ?? {}) as LoginBody;
    if (typeof body !== 'object' || typeof body.email !== 'string' || typeof body.password !== 'string') {
      return fail(request, reply, AUTH_MESSAGES.missingFields, 400);
    }
    const email = body.email.trim().toLowerCase();
    if (!email || !body.password || email.length > 320 || body.password.length > 1024) {
      return fail(request, reply, AUTH_MESSAGES.missingFields, 400);
    }
    const remember = body.remember === '1' || body.remember === 'on' || body.remember === true || body.remember === 'true';
    // An IPv6 client counts by its /64: one host usually holds the whole network.
    const ip = throttleSource(request.ip);
    const deviceToken = request.cookies[DEVICE_COOKIE];
    // Counted before the hash, so parallel guesses cannot all slip in (throttle.ts states the rule).
    const attempt = await beginAttempt(db, email, ip, deviceToken);
    if (await isThrottled(db, attempt, config)) {
      await dropAttempt(db, attempt);
      reply.header('retry-after', Math.ceil(config.loginFailureWindowMs / 1000));
      return fail(request, reply, AUTH_MESSAGES.throttled, 429);
    }
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await dummyHash()));
    if (!user || !ok) {
      await attemptFailed(db, config);
      request.log.info({ event: 'login_failed' }, 'sign-in failed');
      return fail(request, reply, AUTH_MESSAGES.badCredentials, 401);
    }
    const device = await attemptSucceeded(db, attempt, deviceToken);
    // Only the sign-in form reads it: the browser that signed in here is never locked out.
    reply.setCookie(DEVICE_COOKIE, device, { path: '/auth', httpOnly: true, sameSite: 'lax', secure: config.secureCookies, maxAge: YEAR_SECONDS });
    // A fresh session id at every sign-in: a planted cookie never becomes a signed-in one.
    await destroySession(db, request.cookies[SESSION_COOKIE] ?? '');
    const { token } = await createSession(db, user.id, remember, config);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      ...(remember ? { maxAge: Math.floor(config.sessionAbsoluteMs / 1000) } : {}),
    });
    reply.setCookie(REMEMBER_COOKIE, remember ? '1' : '0', {
      path: '/',
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: YEAR_SECONDS,
    });
    if (isJsonPost(request)) return reply.send({ ok: true });
    return reply.code(303).redirect(safeNext(body.next));
  });

  app.get('/api2/auth/', async (request, reply) => {
    const auth = await currentAuth(ctx, request);
    if (!auth) return reply.code(401).send({ message: AUTH_MESSAGES.notSignedIn });
    return {
      ...userJson(auth.user),
      staff: auth.staff,
      csrfToken: auth.session.csrfToken,
      remember: auth.session.remember,
      sessionExpiresAt: auth.session.expiresAt.toISOString(),
      idleEndsAt: auth.session.idleEndsAt?.toISOString() ?? null,
    };
  });

  // Signing out changes state: a POST with the session's CSRF token (the preHandler checks it),
  // so no other site can sign people out with a link or an image.
  app.post('/api2/auth/logout', async (request, reply) => {
    await destroySession(db, request.cookies[SESSION_COOKIE] ?? '');
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.send({ ok: true });
  });
  app.get('/api2/auth/logout', async (_request, reply) => {
    reply.header('allow', 'POST');
    return reply.code(405).send({ message: AUTH_MESSAGES.logoutIsPost });
  });

  const keepAlive = async (request: FastifyRequest, reply: FastifyReply) => {
    const auth = await currentAuth(ctx, request, { forceTouch: true });
    if (!auth) return reply.code(401).send({ message: AUTH_MESSAGES.notSignedIn });
    return { ok: true, idleEndsAt: auth.session.idleEndsAt?.toISOString() ?? null };
  };
  app.get('/api/users/poke', keepAlive);
  app.get('/auth/keep-alive', keepAlive);

  for (const [path, name] of [['google', 'Google'], ['linkedin', 'LinkedIn'], ['saml', 'Single sign-on']] as const) {
    app.get(`/auth/${path}`, async (_request, reply) => loginError(reply, AUTH_MESSAGES.notConfigured(name), 302));
  }
}
