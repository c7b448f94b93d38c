/**
 * When the console changes what a site delivers, the delivery caches of this process forget
 * it at once: any successful write to the recommendations, site settings, applet document or
 * site routes drops the site's config; the clear-product-cache action also rebuilds its
 * engine model. A hook on the routes rather than calls inside each handler, so a write route
 * added later is covered by its path. The site comes from the call's `site`; a call that
 * names none (a save may omit it) drops every site's config, which only costs a reload.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isId } from '../lib/ids';

const CONFIG_WRITES = /^\/api2?\/(?:recommendation|site-settings|applet|sites)(?:[/?]|$)/;
const CATALOGUE_WRITES = /^\/api2\/shop\/[a-z-]+\/action\/clear-product-cache(?:[/?]|$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Invalidatable {
  invalidate(siteId?: string): void;
}

function siteOf(request: FastifyRequest): string | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
  const site = body.site ?? query.site ?? body.siteId ?? query.siteId;
  return isId(site) ? site : undefined;
}

export function invalidateOnWrites(app: FastifyInstance, caches: { configs: Invalidatable; models: Invalidatable }) {
  // onSend: the handler's write is committed, and the client has not seen the answer yet.
  app.addHook('onSend', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    const url = request.url;
    const catalogue = CATALOGUE_WRITES.test(url);
    if (!catalogue && !CONFIG_WRITES.test(url)) return;
    const site = siteOf(request);
    caches.configs.invalidate(site);
    if (catalogue) caches.models.invalidate(site);
  });
}
