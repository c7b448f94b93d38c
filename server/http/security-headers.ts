import helmet from 'helmet';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A route that sets its own headers opts out with `config: { securityHeaders: false }`: the
 * public delivery JSON, read thousands of times a second by shops' pages, is not a page (no
 * CSP to enforce) and sets nosniff and its cross-origin policy itself.
 */
export interface SecurityHeadersRouteConfig {
  securityHeaders?: false;
}

/**
 * CSP on every response of the console origin. Scripts only from our own origin and the
 * origins of registered remote applets (Module Federation containers: their remoteEntry.js
 * and chunks); the storefront preview is the only frame source; nobody else may frame the
 * console. Blueprint's popovers position with inline styles, hence 'unsafe-inline' for styles only.
 * helmet's middleware is built once here: the fastify wrapper built it again for every response
 * (parsing every directive each time), an eighth of the delivery endpoint's CPU under load.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  opts: {
    frameSources: string[];
    frameAncestors: string[];
    /** Read on every response (keep it cheap and cached): origins like https://apps.example.com. */
    remoteAppletOrigins?: (request: IncomingMessage) => readonly string[];
    /** HSTS only when the console is served over https: over http it means nothing, and on
     *  localhost it would pin every other local app of the browser to https for a year. */
    https: boolean;
  },
) {
  // One function per directive, so the list is read when the header is built, not at start.
  const withRemotes = (request: IncomingMessage) => ["'self'", ...(opts.remoteAppletOrigins?.(request) ?? []).filter(isOrigin)].join(' ');
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withRemotes],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: [withRemotes],
        frameSrc: ["'self'", ...opts.frameSources],
        frameAncestors: opts.frameAncestors.length ? opts.frameAncestors : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // helmet's default no-referrer makes Chromium send `Origin: null` on the sign-in form's POST,
    // which the server's same-origin check must refuse; same-origin still tells other sites nothing.
    referrerPolicy: { policy: 'same-origin' },
    // Cross-origin isolation headers would block the storefront frame and remote applets.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as SecurityHeadersRouteConfig | undefined)?.securityHeaders === false) return done();
    apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/** scheme://host[:port] and nothing else: a value that could add a keyword or directive is dropped. */
function isOrigin(value: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i.test(value) || /^https?:\/\/\[[0-9a-f:.]+\](?::\d{1,5})?$/i.test(value);
}
