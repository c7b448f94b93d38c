import { APPLET_LOAD_MESSAGES as M } from '../messages';
import { loadScript } from './loadScript';
import { RemoteLoadError } from './RemoteLoadError';
import { claimConsoleProvides, type ShareScope } from './shareScope';

// Webpack replaces these free variables in the console's build (ModuleFederationPlugin with
// `shared`); elsewhere (jest) they do not exist, hence the typeof checks below.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/** Where a remote applet's code is: AppletSource of kind 'remote'. */
export interface RemoteModuleSource {
  /** The remoteEntry.js URL. */
  readonly url: string;
  /** The container's global name (ModuleFederationPlugin `name`). */
  readonly scope: string;
  /** The exposed module, e.g. './Applet'. */
  readonly module: string;
}

/** What a Module Federation remoteEntry.js defines as `window[scope]`. */
export interface FederationContainer {
  init(shareScope: unknown): void | Promise<void>;
  get(module: string): Promise<() => unknown>;
}

export interface RemoteLoaderDeps {
  loadScript(url: string, timeoutMs: number): Promise<void>;
  /** Where remoteEntry.js puts its container: `window`. */
  readonly globals: Record<string, unknown>;
  /** Fills the console's 'default' share scope (react, the sdk, ...) and returns it. */
  shareScope(): Promise<unknown>;
  readonly timeoutMs: number;
}

export const REMOTE_TIMEOUT_MS = 15_000;

async function webpackShareScope(): Promise<unknown> {
  if (typeof __webpack_init_sharing__ !== 'function' || typeof __webpack_share_scopes__ !== 'object') {
    throw new RemoteLoadError(M.noFederation);
  }
  await __webpack_init_sharing__('default');
  const scope = __webpack_share_scopes__.default as ShareScope;
  claimConsoleProvides(scope);
  return scope;
}

const isContainer = (value: unknown): value is FederationContainer =>
  typeof value === 'object' && value !== null && typeof (value as FederationContainer).get === 'function' && typeof (value as FederationContainer).init === 'function';

const detail = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Loads Module Federation remotes the way TOOLCHAIN.md describes: remoteEntry.js by script
 * tag, then init the console's share scope, hand it to the container, get the module.
 * Each container is fetched and initialised once per page; a failure is not cached, so
 * launching the applet again retries.
 */
export function createRemoteLoader(deps: RemoteLoaderDeps) {
  const containers = new Map<string, Promise<FederationContainer>>();
  /** scope -> URL of the remoteEntry.js this loader ran for it. */
  const owners = new Map<string, string>();

  async function fetchContainer({ url, scope }: RemoteModuleSource): Promise<FederationContainer> {
    const owner = owners.get(scope);
    if (owner === undefined && scope in deps.globals) throw new RemoteLoadError(M.scopeTaken(scope));
    if (owner !== undefined && owner !== url) throw new RemoteLoadError(M.scopeTaken(scope));
    if (owner === undefined) {
      await deps.loadScript(url, deps.timeoutMs);
      owners.set(scope, url);
    }
    const container = deps.globals[scope];
    if (!isContainer(container)) throw new RemoteLoadError(M.noContainer(url, scope));
    try {
      await container.init(await deps.shareScope());
    } catch (err) {
      if (err instanceof RemoteLoadError) throw err;
      throw new RemoteLoadError(M.sharingFailed(scope, detail(err)));
    }
    return container;
  }

  /** Resolves with the exposed module's default export (unchecked: loadApplet checks it). */
  return async function loadRemote(source: RemoteModuleSource): Promise<unknown> {
    const key = `${source.scope}@${source.url}`;
    let container = containers.get(key);
    if (!container) {
      container = fetchContainer(source);
      containers.set(key, container);
      container.catch(() => containers.delete(key));
    }
    const factory = await (await container).get(source.module).catch((err: unknown) => {
      throw new RemoteLoadError(`${M.noModule(source.scope, source.module)} (${detail(err)})`);
    });
    const exports = factory() as { default?: unknown } | undefined;
    return exports?.default;
  };
}

export const loadRemote = createRemoteLoader({
  loadScript,
  get globals() {
    return window as unknown as Record<string, unknown>;
  },
  shareScope: webpackShareScope,
  timeoutMs: REMOTE_TIMEOUT_MS,
});
