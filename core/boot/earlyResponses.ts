// GET requests the entry chunk starts before the shell's code has loaded (startBootRequests),
// waiting for the code that would otherwise have sent them. Each response is handed out once:
// to the first caller of the same path, through apiFetch, so that caller's error handling,
// loading bar and 401 handling are exactly what they would be for its own request.

/** An early response older than this is dropped: a caller this late gets fresh data. */
export const EARLY_RESPONSE_TTL_MS = 15_000;

interface EarlyResponse {
  readonly startedAt: number;
  readonly response: Promise<Response>;
}

const early = new Map<string, EarlyResponse>();

/**
 * Sends `request` now for the later caller of GET `path` and resolves with that same response:
 * the boot code may look at its status and headers, never read its body (see readableCopy).
 */
export function startEarlyRequest(path: string, request: () => Promise<Response>): Promise<Response> {
  const response = request();
  // Nobody may ever take it (e.g. the user signed out meanwhile): not an unhandled rejection.
  response.catch(() => undefined);
  early.set(path, { startedAt: Date.now(), response });
  return response;
}

/**
 * A copy of an early response whose body the boot code may read. Call it at once, in the same
 * turn as startEarlyRequest: `then` callbacks run in order, so the copy is made before the
 * caller that takes the response can read its body.
 */
export function readableCopy(response: Promise<Response>): Promise<Response> {
  return response.then((r) => r.clone());
}

/** The early response to GET `path`, once; undefined when none was started or it is stale. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const entry = early.get(path);
  if (!entry) return undefined;
  early.delete(path);
  return Date.now() - entry.startedAt <= EARLY_RESPONSE_TTL_MS ? entry.response : undefined;
}

/** Forgets every early response. For tests. */
export function clearEarlyResponses(): void {
  early.clear();
}
