/**
 * Browsers resolve every `*.localhost` name to loopback themselves (RFC 6761); Node's resolver
 * asks /etc/hosts and DNS, which know only `localhost`. The demo shops live on such names
 * (server/lib/shop-origin.ts), so the server's own requests to them (the theme check reads the
 * shop's pages) resolve them here instead: to 127.0.0.1, where the storefront listens.
 */
import dns, { type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';

const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

type Callback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for net/http: `*.localhost` is 127.0.0.1, anything else goes to dns.lookup. */
export function localhostLookup(hostname: string, options: LookupOptions, callback: Callback): void {
  if (!isLocalhostName(hostname.toLowerCase())) {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => (options.all ? callback(err, addresses) : callback(err, addresses?.[0]?.address ?? '', addresses?.[0]?.family)));
    return;
  }
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
}

export interface TextAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

const MAX_REDIRECTS = 3;

/**
 * GETs `url` (http or https) resolving `*.localhost` as browsers do, following redirects that
 * stay on its origin; null on an error or past `maxBytes` or `timeoutMs`.
 */
export async function getText(url: string, opts: { headers?: Record<string, string>; timeoutMs: number; maxBytes: number }): Promise<TextAnswer | null> {
  let at = new URL(url);
  for (let hop = 0; ; hop++) {
    const res = await getOnce(at.toString(), opts);
    const location = res?.headers.location;
    if (!res || res.status < 300 || res.status >= 400 || !location || hop >= MAX_REDIRECTS) return res;
    const next = new URL(location, at);
    if (next.origin !== at.origin) return res;
    at = next;
  }
}

function getOnce(url: string, opts: { headers?: Record<string, string>; timeoutMs: number; maxBytes: number }): Promise<TextAnswer | null> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    const request = get(url, { headers: opts.headers, lookup: localhostLookup as never, timeout: opts.timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > opts.maxBytes) {
          request.destroy();
          resolve(null);
        } else chunks.push(chunk);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => resolve(null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}
