/**
 * Each demo shop on its own origin: `{scheme}://{site external}.{storefront host}:{port}`, e.g.
 * http://northwind-outfitters.localhost:8081; the public demo shop keeps the storefront origin
 * itself. Distinct origins keep one shop's pages (its merchant JS) from posting events, reading
 * storage or riding cookies as another shop. A loopback storefront (localhost, 127.0.0.1) puts
 * its shops under `localhost`: browsers resolve every `*.localhost` name to loopback by
 * themselves (RFC 6761) and treat it as a secure context; Node does not, so server code that
 * fetches a shop page connects through localhostLookup (server/lib/localhost-lookup.ts). A
 * storefront on a real host name needs a wildcard DNS record (and certificate) for its shops.
 */
import { DEMO_SITE_EXTERNAL } from '../seed/world';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** A site external as a DNS label: the storefront resolves shops by it. */
const EXTERNAL_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

interface Base {
  protocol: string;
  /** The host name shops are sub-domains of. */
  host: string;
  /** ':8081', or '' for the scheme's default port. */
  port: string;
  /** The storefront origin's own host names (the plain origin, with its loopback aliases). */
  plainHosts: Set<string>;
}

function base(storefrontOrigin: string): Base {
  const url = new URL(storefrontOrigin);
  const port = url.port ? `:${url.port}` : '';
  const loopback = LOOPBACK_HOSTS.includes(url.hostname);
  return {
    protocol: url.protocol,
    host: loopback ? 'localhost' : url.hostname,
    port,
    plainHosts: new Set(loopback ? LOOPBACK_HOSTS.map((h) => `${h}${port}`) : [url.host.toLowerCase()]),
  };
}

/** The origin a shop's pages are served on. */
export function shopOrigin(storefrontOrigin: string, external: string): string {
  if (external === DEMO_SITE_EXTERNAL) return new URL(storefrontOrigin).origin;
  const b = base(storefrontOrigin);
  return `${b.protocol}//${external}.${b.host}${b.port}`;
}

/** Every exact origin a shop's pages may run on (the plain one answers under its loopback aliases too). */
export function shopOrigins(storefrontOrigin: string, external: string): string[] {
  if (external !== DEMO_SITE_EXTERNAL) return [shopOrigin(storefrontOrigin, external)];
  const b = base(storefrontOrigin);
  return [...b.plainHosts].map((host) => `${b.protocol}//${host}`);
}

/** For CSP source lists: the storefront origin and every shop under it. */
export function shopOriginSources(storefrontOrigin: string): string[] {
  const b = base(storefrontOrigin);
  return [new URL(storefrontOrigin).origin, `${b.protocol}//*.${b.host}${b.port}`];
}

/**
 * Which shop a Host header (host[:port]) names: the public demo shop for the storefront's own
 * host, a site external for one of its sub-domains, null for any other host.
 */
export function shopOfHost(storefrontOrigin: string, hostHeader: string | undefined): string | null {
  const host = (hostHeader ?? '').toLowerCase();
  const b = base(storefrontOrigin);
  if (b.plainHosts.has(host)) return DEMO_SITE_EXTERNAL;
  const suffix = `.${b.host}${b.port}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return EXTERNAL_LABEL.test(label) ? label : null;
}
