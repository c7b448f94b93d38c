/**
 * Reaching the demo shops from Node: each shop is on its own `*.localhost` origin
 * (server/lib/shop-origin.ts), which browsers resolve to loopback but Node's resolver does not,
 * and Node's fetch ignores a Host header. So this fetch-alike speaks node:http with the
 * server's localhostLookup: the URL (and Host) are the shop's, the socket goes to 127.0.0.1.
 * Redirects are never followed (the callers assert them).
 */
import http from 'node:http';
import { localhostLookup } from '../../server/lib/localhost-lookup';
import { shopOrigin } from '../../server/lib/shop-origin';
import { HttpClient } from './http';

export type FetchLike = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<Response>;

export const shopFetch: FetchLike = (url, init = {}) =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method ?? 'GET', headers: init.headers, lookup: localhostLookup as never }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
        }
        const status = res.statusCode ?? 0;
        const body = status === 204 || status === 304 || init.method === 'HEAD' ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers }));
      });
    });
    request.on('error', reject);
    request.end(init.body);
  });

/** The demo storefront's origin for `external` when the server runs on `storefrontUrl` (its port). */
export const shopUrl = (storefrontUrl: string, external: string) => shopOrigin(`http://localhost:${new URL(storefrontUrl).port}`, external);

/** A cookie-keeping client of one demo shop, on that shop's own origin. */
export const shopClient = (storefrontUrl: string, external: string) => new HttpClient(shopUrl(storefrontUrl, external), shopFetch);
