import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The demo storefront, on its own origin so merchant JS/CSS never runs in the console's.
 * For now a placeholder shop page; the widget runtime arrives with the recommendations applet.
 */
export async function buildStorefront(opts: { consoleOrigin: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', `default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self' ${opts.consoleOrigin}`);
    reply.header('x-content-type-options', 'nosniff');
  });
  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Vitrine demo store</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem">
<h1>Vitrine demo store</h1>
<p>This is the demo storefront. Recommendation widgets will render here.</p>
</body></html>`),
  );
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
  return app;
}
