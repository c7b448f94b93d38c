import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the console serves the editor frame's page and assets (webpack.editor.config.ts builds them). */
export const EDITOR_FRAME_PATH = '/editor-frame/';

/**
 * The editor frame's own CSP: it runs only its own scripts, fetches nothing (everything comes
 * over penpal from the console: connect-src 'none'), frames nothing (the store preview lies
 * in the console page over the frame's slot), and only the console may frame it. Styles
 * allow inline for Blueprint's popover positioning; images come from the storefront (product
 * images) and data: URLs; workers from blob: for the code panes' monaco (an opaque origin may
 * start a worker only from a blob of its own, which loads the worker chunk).
 * 'unsafe-eval': dart-sass (the SCSS compiler of the code panes) builds its classes with
 * new Function when it loads, the JavaScript pane compiles merchant code to check its syntax
 * (never running it in this window), and Test runs it in a blob worker, which inherits this
 * policy. Tolerable here and nowhere else: the frame is sandboxed (opaque origin, no cookies
 * or storage), runs only its own scripts ('self', no inline), fetches nothing, and reaches the
 * console only through the penpal capabilities.
 * 'sandbox allow-scripts': the page sandboxes itself, so its origin is opaque however it is
 * opened, not only inside the console's sandboxed iframe: visited directly (a link, a new tab)
 * it would otherwise run with 'unsafe-eval' on the console's origin, cookies and API included.
 */
/** `storefrontSources`: the storefront's CSP sources (every shop's origin), for product images. */
export function editorFrameCsp(storefrontSources: string): string {
  return [
    'sandbox allow-scripts',
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https: ${storefrontSources}`,
    "font-src 'self' data:",
    "connect-src 'none'",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "object-src 'none'",
  ].join('; ');
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Editor</title>
<p>The editor frame has not been built. Run <code>npm run build</code>.</p>`;

/**
 * Serves dist/editor-frame under /editor-frame/. The page is loaded in an iframe sandboxed
 * without allow-same-origin, so its origin is opaque: its scripts and stylesheets are
 * cross-origin requests to this server, which the console's same-site resource policy would
 * block; they are marked cross-origin here (they are public build output, no user data).
 */
export async function serveEditorFrame(app: FastifyInstance, dir: string, storefrontSources: string) {
  const csp = editorFrameCsp(storefrontSources);
  if (!fs.existsSync(dir)) {
    app.get(`${EDITOR_FRAME_PATH}*`, async (_request, reply) => reply.code(503).header('content-security-policy', csp).type('text/html; charset=utf-8').send(NOT_BUILT));
    return;
  }
  await app.register(fastifyStatic, {
    root: dir,
    prefix: EDITOR_FRAME_PATH,
    decorateReply: false,
    index: ['index.html'],
    list: false,
    wildcard: true,
    // The build writes a .br and a .gz beside every text file (webpack.editor.config.ts): sent
    // as they are, by what the browser accepts.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('vary', 'accept-encoding');
      const hashed = /\.[0-9a-f]{8,}\./.test(filePath);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('content-security-policy', csp);
      res.setHeader('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
