/**
 * What every iframe protocol of sdk/sandbox shares: the handshake (`hello`, carrying the
 * protocol's name and version), error codes, call timeouts, and the two ends of a link over
 * penpal. editor.ts and preview.ts each give it their own method maps and version.
 *
 * - Exact windows and origins: a link is bound to one window and one origin; penpal drops
 *   any message from another window or origin before it reaches a method. The only '*' is a
 *   host facing a frame sandboxed without allow-same-origin, whose origin is 'null': the link
 *   is then still bound to that frame's window (penpal 7 cannot send to 'null').
 * - The guest (the frame) says `hello` first; the host answers with its own. A different
 *   protocol or version on either side refuses the link with VERSION_MISMATCH, so a stale
 *   frame shows an error instead of hanging.
 * - A frame that reloads (or navigates) says `hello` again: penpal re-handshakes on the same
 *   window and the host link reports the new page (onReady), so the host can re-send state.
 */
import { CallOptions, WindowMessenger, connect, type Methods, type RemoteProxy } from 'penpal';

export const SANDBOX_ERROR_CODES = ['VERSION_MISMATCH', 'CONNECTION_TIMEOUT', 'CALL_TIMEOUT', 'DISCONNECTED'] as const;
export type SandboxErrorCode = (typeof SANDBOX_ERROR_CODES)[number];

export class SandboxError extends Error {
  override readonly name = 'SandboxError';
  constructor(
    readonly code: SandboxErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The first call of a link, from the guest; the host answers with its own. */
export interface Hello<Info = undefined> {
  protocol: string;
  version: number;
  info: Info;
}

/** Defaults: connecting 10 s (a storefront page can be slow), a call 10 s. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_CALL_TIMEOUT_MS = 10_000;

const PENPAL_TO_SANDBOX: Record<string, SandboxErrorCode> = {
  METHOD_CALL_TIMEOUT: 'CALL_TIMEOUT',
  CONNECTION_TIMEOUT: 'CONNECTION_TIMEOUT',
  CONNECTION_DESTROYED: 'DISCONNECTED',
  TRANSMISSION_FAILED: 'DISCONNECTED',
};

/** penpal's errors as SandboxErrors; the peer's own errors pass through. */
export function toSandboxError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code && PENPAL_TO_SANDBOX[code]) return new SandboxError(PENPAL_TO_SANDBOX[code], (error as Error).message);
  return error;
}

/** A remote proxy whose calls time out after `timeoutMs` (unless a call passes its own CallOptions). */
export function withCallTimeout<M extends Methods>(remote: RemoteProxy<M>, timeoutMs: number): RemoteProxy<M> {
  return new Proxy({} as RemoteProxy<M>, {
    get(_target, key) {
      // Not a thenable: `await link.ready()` must give the proxy, not call it.
      if (typeof key !== 'string' || key === 'then') return undefined;
      return async (...args: unknown[]) => {
        const last = args[args.length - 1];
        const withOptions = last instanceof CallOptions ? args : [...args, new CallOptions({ timeout: timeoutMs })];
        try {
          return await (remote as Record<string, (...a: unknown[]) => Promise<unknown>>)[key](...withOptions);
        } catch (error) {
          throw toSandboxError(error);
        }
      };
    },
  });
}

export function versionMismatch(expected: { protocol: string; version: number }, got: { protocol?: unknown; version?: unknown }): SandboxError | null {
  if (got.protocol === expected.protocol && got.version === expected.version) return null;
  return new SandboxError(
    'VERSION_MISMATCH',
    `The frame speaks ${String(got.protocol)} v${String(got.version)}, this page ${expected.protocol} v${expected.version}. Reload the page to get matching versions.`,
  );
}

// ---------------------------------------------------------------------------------------------
// The host end: the page that owns the iframe.

export interface HostLinkOptions<Local extends Methods, Info> {
  /** The iframe's window (iframe.contentWindow); it stays the same object across reloads. */
  frame: Window;
  /** The frame's exact origin; '*' only for a frame sandboxed without allow-same-origin. */
  origin: string;
  protocol: string;
  version: number;
  /** What the host answers the guest's hello with. */
  info: () => unknown;
  /** The methods the host exposes, without `hello` (the link adds it). */
  methods: Local;
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
  /** Each page of the frame that said hello with the right version (the first and after each reload). */
  onReady?(info: Info): void;
  /** A hello with another version, or no hello before the connect timeout. */
  onError?(error: SandboxError): void;
}

export interface HostLink<Remote extends Methods, Info> {
  /** The frame's proxy once its current page said hello; rejects on a version mismatch or timeout. */
  ready(): Promise<RemoteProxy<Remote>>;
  /** The current page's hello info, or null before it. */
  readonly info: Info | null;
  destroy(): void;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
  settled: boolean;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A rejection nobody waits for yet (no call queued) is not an unhandled one.
  promise.catch(() => undefined);
  const d: Deferred<T> = {
    promise,
    settled: false,
    resolve: (value) => {
      d.settled = true;
      resolve(value);
    },
    reject: (error) => {
      d.settled = true;
      reject(error);
    },
  };
  return d;
}

export function linkToFrame<Local extends Methods, Remote extends Methods, Info>(opts: HostLinkOptions<Local, Info>): HostLink<Remote, Info> {
  const callTimeout = opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  let current = deferred<RemoteProxy<Remote>>();
  let info: Info | null = null;
  let destroyed = false;
  const mine = { protocol: opts.protocol, version: opts.version };
  const connection = connect<Remote>({
    messenger: new WindowMessenger({ remoteWindow: opts.frame, allowedOrigins: [opts.origin] }),
    methods: {
      ...opts.methods,
      hello: async (hello: Hello<Info>): Promise<Hello<unknown>> => {
        const answer = { ...mine, info: opts.info() };
        const mismatch = versionMismatch(mine, hello ?? {});
        if (current.settled) current = deferred();
        if (mismatch) {
          current.reject(mismatch);
          opts.onError?.(mismatch);
          return answer;
        }
        const remote = withCallTimeout(await connection.promise, callTimeout);
        info = hello.info;
        current.resolve(remote);
        // After answering: the guest then knows the host and may take calls.
        setTimeout(() => !destroyed && opts.onReady?.(hello.info), 0);
        return answer;
      },
    },
  });
  connection.promise.catch(() => undefined);
  const timer = setTimeout(() => {
    if (current.settled || destroyed) return;
    const error = new SandboxError('CONNECTION_TIMEOUT', `The frame did not connect within ${opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS} ms.`);
    current.reject(error);
    opts.onError?.(error);
  }, opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
  return {
    ready: () => current.promise,
    get info() {
      return info;
    },
    destroy() {
      destroyed = true;
      clearTimeout(timer);
      if (!current.settled) current.reject(new SandboxError('DISCONNECTED', 'The link was closed.'));
      connection.destroy();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The guest end: the page inside the iframe.

export interface GuestLinkOptions<Local extends Methods, Info> {
  /** window.parent. */
  host: Window;
  /** The host page's exact origin: never '*'. */
  origin: string;
  protocol: string;
  version: number;
  info: Info;
  methods: Local;
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
}

export interface GuestLink<Remote extends Methods, HostInfo> {
  remote: RemoteProxy<Remote>;
  /** The host's hello info. */
  host: HostInfo;
  destroy(): void;
}

/** Connects to the host and says hello; rejects with CONNECTION_TIMEOUT or VERSION_MISMATCH. */
export async function linkToHost<Local extends Methods, Remote extends Methods, HostInfo, GuestInfo = unknown>(opts: GuestLinkOptions<Local, GuestInfo>): Promise<GuestLink<Remote, HostInfo>> {
  if (!opts.origin || opts.origin === '*') throw new SandboxError('DISCONNECTED', 'A frame must name its host origin.');
  const connection = connect<Remote>({
    messenger: new WindowMessenger({ remoteWindow: opts.host, allowedOrigins: [opts.origin] }),
    methods: opts.methods,
    timeout: opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  });
  let remote: RemoteProxy<Remote>;
  try {
    remote = withCallTimeout(await connection.promise, opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS);
  } catch (error) {
    connection.destroy();
    throw toSandboxError(error);
  }
  const mine = { protocol: opts.protocol, version: opts.version };
  const say = (remote as unknown as { hello(h: Hello<unknown>): Promise<Hello<HostInfo>> }).hello;
  let answer: Hello<HostInfo>;
  try {
    answer = await say({ ...mine, info: opts.info });
  } catch (error) {
    connection.destroy();
    throw error;
  }
  const mismatch = versionMismatch(mine, answer ?? {});
  if (mismatch) {
    connection.destroy();
    throw mismatch;
  }
  return { remote, host: answer.info, destroy: () => connection.destroy() };
}
