import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isAllowedAddress, isLoopbackAddress, type AddressPolicy } from './addresses';

export interface FetchLimits {
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly maxRedirects: number;
}

/** dns.lookup's shape, all addresses: a test names hosts without a DNS server. */
export type Resolve = (hostname: string, options: dns.LookupAllOptions, callback: (err: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void) => void;

/** A refusal whose message says why in words staff can act on ("it answered 404"). */
export class FetchRefused extends Error {
  override name = 'FetchRefused';
}

/** What a developer who tried to register the applet running on their own machine can do instead. */
export const LOOPBACK_HINT =
  'To try an applet running on your own machine, add its applet.json under "Dev applets in this browser" on the Applet Registry page (npm run dev serves it), or run a console of your own with VITRINE_ALLOW_LOOPBACK_APPLETS=1.';

const notPublic = (host: string, address: string) => {
  const why = address === host ? `${host} is not a public address` : `${host} resolves to ${address}, which is not a public address`;
  return new FetchRefused(isLoopbackAddress(address) ? `${why}. ${LOOPBACK_HINT}` : why);
};

/**
 * dns.lookup that refuses a name any of whose addresses is blocked. It runs when the socket
 * connects, so the address checked is the address used: a name that resolves to a public
 * address once and to 127.0.0.1 the next time (DNS rebinding) cannot slip through.
 */
function guardedLookup(policy: AddressPolicy, lookupAll: Resolve): net.LookupFunction {
  return (hostname, options, callback) => {
    lookupAll(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const blocked = addresses.find((a) => !isAllowedAddress(a.address, policy));
      if (blocked || addresses.length === 0) {
        return callback(Object.assign(notPublic(hostname, blocked?.address ?? 'nothing'), { code: 'EADDRNOTPUBLIC' }), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** One GET, no redirect followed; resolves with the status, the Location and the capped body. */
function getOnce(url: URL, policy: AddressPolicy, limits: FetchLimits, signal: AbortSignal, lookupAll: Resolve) {
  return new Promise<{ status: number; location?: string; text: string }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.get(url, { headers: { accept: 'application/json' }, lookup: guardedLookup(policy, lookupAll), signal, agent: false }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location, text: '' });
      }
      if (Number(res.headers['content-length'] ?? 0) > limits.maxBytes) {
        res.destroy();
        return reject(new FetchRefused('it is too large'));
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.length > limits.maxBytes) {
          res.destroy();
          reject(new FetchRefused('it is too large'));
        }
      });
      res.on('end', () => resolve({ status, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** Blocks a URL whose host is an IP literal (no lookup runs for those) or that is not plain http(s). */
function checkUrl(url: URL, policy: AddressPolicy) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(`it redirects to ${url.protocol} URL`);
  if (url.username || url.password) throw new FetchRefused('it redirects to a URL with credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isAllowedAddress(host, policy)) throw notPublic(host, host);
}

/**
 * GETs a small text file from a public host on a staff member's behalf, refusing loopback,
 * private, link-local and metadata addresses (addresses.ts), literal or by DNS, at every
 * redirect hop. The URL's syntax is the caller's check; `url` in the answer is the last hop.
 */
export async function fetchPublicText(
  rawUrl: string,
  policy: AddressPolicy,
  limits: FetchLimits,
  lookupAll: Resolve = dns.lookup,
): Promise<{ url: string; text: string }> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = new URL(rawUrl);
  for (let hop = 0; ; hop++) {
    checkUrl(url, policy);
    let res;
    try {
      res = await getOnce(url, policy, limits, signal, lookupAll);
    } catch (err) {
      if (err instanceof FetchRefused) throw err;
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof FetchRefused) throw cause;
      if ((err as { name?: string }).name === 'AbortError' || (err as { name?: string }).name === 'TimeoutError') throw new FetchRefused('it did not answer in time');
      throw new FetchRefused(err instanceof Error && err.message ? err.message : String(err));
    }
    if (res.location === undefined) {
      if (res.status < 200 || res.status >= 300) throw new FetchRefused(`it answered ${res.status}`);
      return { url: url.href, text: res.text };
    }
    if (hop >= limits.maxRedirects) throw new FetchRefused(`it redirects more than ${limits.maxRedirects} times`);
    try {
      url = new URL(res.location, url);
    } catch {
      throw new FetchRefused('it redirects to an invalid URL');
    }
  }
}
