import { asObject } from '../lib/validate';
import { badRequest } from '../lib/errors';
import { REGISTRY_MESSAGES as M } from './messages';
import type { AddressPolicy } from './addresses';
import { fetchPublicText } from './fetchPublic';
import { parseRemoteApplet, parseRemoteUrl, type NewRemoteApplet } from './validate';

/** applet.json is a few hundred bytes; anything this big is not one. */
const LIMITS = { maxBytes: 64 * 1024, timeoutMs: 5_000, maxRedirects: 3 };

/**
 * An applet.json (written by the applet's build from its defineApplet call) as a
 * registration: its source.url is relative to the file's own URL, so it is resolved here.
 */
export function registrationFromAppletJson(raw: unknown, manifestUrl: string): NewRemoteApplet {
  const body = asObject(raw);
  const source = asObject(body.source ?? {}, 'source');
  let url: string;
  try {
    url = new URL(String(source.url ?? ''), manifestUrl).href;
  } catch {
    throw badRequest(M.badUrl);
  }
  return parseRemoteApplet({ ...body, source: { ...source, url } });
}

/**
 * Fetches an applet.json for staff registering it by URL. The server asks, so it asks only
 * public hosts (fetchPublic.ts: no loopback, private, link-local or metadata address, by name
 * or literal, at any redirect hop), once, briefly, with a size cap. `url` is the URL staff
 * gave; the file's source.url is relative to where it was read after redirects.
 */
export async function fetchAppletJson(rawUrl: unknown, policy: AddressPolicy): Promise<{ url: string; registration: NewRemoteApplet }> {
  if (typeof rawUrl !== 'string' || rawUrl.length > 2000) throw badRequest(M.badManifestUrl);
  let url: string;
  try {
    url = parseRemoteUrl(rawUrl);
  } catch {
    throw badRequest(M.badManifestUrl);
  }
  let read: { url: string; text: string };
  try {
    read = await fetchPublicText(url, policy, LIMITS);
  } catch (err) {
    throw badRequest(M.manifestUnreadable(url, err instanceof Error && err.message ? err.message : String(err)));
  }
  const text = read.text;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(M.manifestInvalid(url, 'it is not JSON'));
  }
  try {
    return { url, registration: registrationFromAppletJson(json, read.url) };
  } catch (err) {
    throw badRequest(M.manifestInvalid(url, err instanceof Error ? err.message : String(err)));
  }
}
