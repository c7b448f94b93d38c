import { asObject } from '../lib/validate';
import { badRequest } from '../lib/errors';
import { REGISTRY_MESSAGES as M } from './messages';
import { parseRemoteApplet, parseRemoteUrl, type NewRemoteApplet } from './validate';

/** applet.json is a few hundred bytes; anything this big is not one. */
const MAX_BYTES = 64 * 1024;
const TIMEOUT_MS = 5_000;

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
 * Fetches an applet.json for staff registering it by URL. Only http(s), no redirects (the URL
 * staff typed is the one read), a timeout and a size cap: it is the server asking, so it asks
 * once and briefly.
 */
export async function fetchAppletJson(rawUrl: unknown, fetchImpl: typeof fetch = fetch): Promise<{ url: string; registration: NewRemoteApplet }> {
  if (typeof rawUrl !== 'string' || rawUrl.length > 2000) throw badRequest(M.badManifestUrl);
  let url: string;
  try {
    url = parseRemoteUrl(rawUrl);
  } catch {
    throw badRequest(M.badManifestUrl);
  }
  let text: string;
  try {
    const res = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`it answered ${res.status}`);
    if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('it is too large');
    text = await res.text();
    if (text.length > MAX_BYTES) throw new Error('it is too large');
  } catch (err) {
    throw badRequest(M.manifestUnreadable(url, err instanceof Error && err.message ? err.message : String(err)));
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(M.manifestInvalid(url, 'it is not JSON'));
  }
  try {
    return { url, registration: registrationFromAppletJson(json, url) };
  } catch (err) {
    throw badRequest(M.manifestInvalid(url, err instanceof Error ? err.message : String(err)));
  }
}
