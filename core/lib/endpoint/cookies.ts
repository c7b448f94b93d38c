// A minimal document.cookie reader: the endpoint choice happens before anything else loads.

/**
 * The value of the first cookie called `name`, or undefined. Browsers send the most specific
 * path first, so the first occurrence is the one that applies. A value that cannot be
 * percent-decoded is returned undefined: a garbled override must not be half-understood.
 */
export function readCookie(cookieString: string | undefined | null, name: string): string | undefined {
  if (!cookieString) return undefined;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
