import type { FastifyInstance } from 'fastify';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the console answers as: the configured public origin, and, when that is a
 * loopback origin (development, tests), the same port under every loopback name. A request
 * for any other Host is refused, so a DNS-rebound name pointing at this server gets nothing
 * and cannot pass the sign-in Origin check either.
 */
export function allowedOrigins(publicOrigin: string): Set<string> {
  const url = new URL(publicOrigin);
  const origins = new Set([url.origin]);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
  }
  return origins;
}

/** Host header values (host[:port]) of those origins, lower-case. */
export function allowedHosts(origins: Set<string>): Set<string> {
  return new Set([...origins].map((origin) => new URL(origin).host.toLowerCase()));
}

export const unknownHostMessage = (setting: string) => `This server does not answer for that host name (${setting} names the one it serves).`;
export const UNKNOWN_HOST_MESSAGE = unknownHostMessage('PUBLIC_ORIGIN');

/**
 * 421 Misdirected Request for any Host the listener was not configured for: the console's
 * (PUBLIC_ORIGIN) and the demo storefront's (STOREFRONT_ORIGIN) each check their own.
 */
export function installHostCheck(app: FastifyInstance, publicOrigin: string, setting = 'PUBLIC_ORIGIN') {
  const hosts = allowedHosts(allowedOrigins(publicOrigin));
  const message = unknownHostMessage(setting);
  app.addHook('onRequest', async (request, reply) => {
    const host = (request.headers.host ?? '').toLowerCase();
    if (!hosts.has(host)) return reply.code(421).send({ message });
  });
}
