// Which environment a console host belongs to (spec section 6: prod, demo or local).

export type Environment = 'prod' | 'demo' | 'local';

/**
 * Exact host names and wildcard suffixes per environment. A wildcard `*.x` matches any host
 * ending in `.x` with at least one label before it, never `x` itself. Prod has no wildcard on
 * purpose: an unknown subdomain of ours must not silently count as production.
 */
export const ENVIRONMENT_HOSTS: Readonly<Record<Environment, readonly string[]>> = {
  prod: ['console.vitrine.io', 'gallery.vitrine.io'],
  demo: ['demo.vitrine.io', '*.demo.vitrine.io', '*.demo'],
  local: ['localhost', '127.0.0.1', '::1', '*.localhost', '*.local', '*.test'],
};

/** Where each environment's API lives when a console is pointed at it from elsewhere. */
export const ENVIRONMENT_API_BASES: Readonly<Record<Environment, string>> = {
  prod: 'https://console.vitrine.io',
  demo: 'https://demo.vitrine.io',
  local: 'http://localhost:8080',
};

const ENVIRONMENTS = Object.keys(ENVIRONMENT_HOSTS) as Environment[];

export function isEnvironment(value: string): value is Environment {
  return (ENVIRONMENTS as string[]).includes(value);
}

/**
 * `location.host` may carry a port, an IPv6 bracket pair, upper case or a trailing dot
 * ("LocalHost.:8080", "[::1]:3000"); the table is written without any of them.
 */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) {
    const close = name.indexOf(']');
    name = close === -1 ? name.slice(1) : name.slice(1, close);
  } else if (name.split(':').length === 2) {
    name = name.slice(0, name.indexOf(':'));
  }
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

function matches(host: string, pattern: string): boolean {
  if (!pattern.startsWith('*.')) return host === pattern;
  const suffix = pattern.slice(1);
  return host.endsWith(suffix) && host.length > suffix.length;
}

/** The environment of a host, or undefined when the table does not know it. */
export function environmentForHost(host: string): Environment | undefined {
  const name = normalizeHost(host);
  if (!name) return undefined;
  // Exact names first, so a listed host never depends on the order of wildcard checks.
  const exact = ENVIRONMENTS.find((env) => ENVIRONMENT_HOSTS[env].includes(name));
  if (exact) return exact;
  return ENVIRONMENTS.find((env) => ENVIRONMENT_HOSTS[env].some((pattern) => matches(name, pattern)));
}
