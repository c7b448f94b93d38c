import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * CSP on every response of the console origin. Scripts only from our own origin;
 * the storefront preview is the only frame source; nobody else may frame the console.
 * Blueprint's popovers position with inline styles, hence 'unsafe-inline' for styles only.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  opts: { frameSources: string[]; frameAncestors: string[]; extraScriptSources?: () => string[] },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...opts.frameSources],
        frameAncestors: opts.frameAncestors.length ? opts.frameAncestors : ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Cross-origin isolation headers would block the storefront frame and remote applets.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
