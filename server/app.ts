import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { devAppletOrigins } from './applets-registry/devOrigins';
import { remoteOriginsFor } from './applets-registry/origins';
import { authRoutes } from './auth/routes';
import { csrfGuard } from './http/auth';
import type { AppContext } from './http/context';
import { serveConsole } from './http/console-static';
import { shopOriginSources } from './lib/shop-origin';
import { serveEditorFrame } from './http/editor-frame';
import { installErrorHandler } from './http/errors';
import { installHostCheck } from './http/hosts';
import { installInputGuard } from './http/input-guard';
import { installNoStore } from './http/no-store';
import { installSecurityHeaders } from './http/security-headers';
import { registerApiRoutes } from './routes';
import { EVENTS_ROUTE } from './tracking/routes';

/** Request bodies larger than this are refused with 413 before any handler runs. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Routes that change state without a session: they carry their own defence. The storefront
 * tag's events come from shoppers, who have no console session to hold a token (the route
 * checks the exact shop origin, validates strictly and rate-limits instead).
 */
const CSRF_EXEMPT = new Set(['/auth/local', EVENTS_ROUTE]);

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route the app registers, in order. Read by the security tests, which hold a
 * probe per state-changing route and fail on one they do not know.
 */
export const ROUTE_LIST = Symbol('vitrine.routeList');

export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
    logger:
      opts.logger === false
        ? false
        : {
            level: process.env.LOG_LEVEL || 'info',
            // Never log secrets: cookies, tokens or passwords.
            redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]', 'body.password'],
          },
  });
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  (app as unknown as Record<symbol, RouteEntry[]>)[ROUTE_LIST] = routes;
  installErrorHandler(app);
  installHostCheck(app, ctx.config.publicOrigin);
  installInputGuard(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const remotes = remoteOriginsFor(ctx.db);
  installSecurityHeaders(app, {
    // The store preview: the demo storefront and each shop on its own origin under it.
    frameSources: shopOriginSources(ctx.config.storefrontOrigin),
    frameAncestors: ["'self'"],
    // Registered remotes for everyone, plus the loopback dev applets this browser asked for.
    remoteAppletOrigins: (request) => [...remotes.current(), ...devAppletOrigins(request.headers.cookie)],
    https: ctx.config.publicOrigin.startsWith('https:'),
  });
  app.addHook('preHandler', csrfGuard(ctx, CSRF_EXEMPT));
  installNoStore(app);

  authRoutes(app, ctx);
  registerApiRoutes(app, ctx);
  // Beside the console's build (dist/console -> dist/editor-frame).
  await serveEditorFrame(app, path.join(path.dirname(ctx.config.consoleDir), 'editor-frame'), shopOriginSources(ctx.config.storefrontOrigin).join(' '));
  await serveConsole(app, ctx.config.consoleDir);
  return app;
}
