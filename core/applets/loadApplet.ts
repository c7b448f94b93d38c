import { isAppletDefinition, isSdkCompatible, SDK_VERSION, type AppletDefinition, type AppletRegistration } from 'sdk';
import { BUILTIN_APPLET_LOADERS, type BuiltinAppletLoader } from './builtin-registry';
import { APPLET_LOAD_MESSAGES as M } from './messages';
import { loadRemote, type RemoteModuleSource } from './remote/loadRemote';

/** Why an applet cannot run; `message` is written for the user and shown in the applet's area. */
export class AppletLoadError extends Error {
  override readonly name = 'AppletLoadError';

  constructor(
    message: string,
    readonly appletId: string,
    /** 'incompatible': built for another SDK; 'failed': its code did not load or is not an applet. */
    readonly reason: 'incompatible' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface AppletLoaderDeps {
  readonly builtins: Readonly<Record<string, BuiltinAppletLoader>>;
  /** Resolves with a remote module's default export. */
  loadRemote(source: RemoteModuleSource): Promise<unknown>;
  /** The SDK version this console implements. */
  readonly sdkVersion: string;
}

const reasonOf = (err: unknown) => {
  const text = err instanceof Error ? err.message : String(err);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

/**
 * Makes `loadApplet`. Checks, in order: the registration's SDK range (incompatible code is
 * never fetched), the code loads, its default export came from defineApplet, the definition's
 * own SDK range, and that it is the applet it was registered as. Definitions are cached per
 * registration; a failure is not, so launching again retries.
 */
export function createAppletLoader(deps: AppletLoaderDeps) {
  const cache = new Map<string, Promise<AppletDefinition>>();

  const incompatible = (id: string, range: string) => new AppletLoadError(M.needsSdk(range, deps.sdkVersion), id, 'incompatible');
  const failed = (id: string, reason: string, cause?: unknown) => new AppletLoadError(M.couldNotLoad(reason), id, 'failed', { cause });

  async function fetchCode(registration: AppletRegistration): Promise<unknown> {
    const { id, source } = registration;
    if (source?.kind === 'builtin') {
      const load = Object.hasOwn(deps.builtins, id) ? deps.builtins[id] : undefined;
      if (!load) throw failed(id, M.unknownBuiltin(id));
      return (await load()).default;
    }
    if (source?.kind === 'remote') return deps.loadRemote(source);
    throw failed(id, M.unknownSource);
  }

  async function load(registration: AppletRegistration): Promise<AppletDefinition> {
    const { id } = registration;
    if (!isSdkCompatible(registration.sdkVersion, deps.sdkVersion)) throw incompatible(id, registration.sdkVersion);
    let definition: unknown;
    try {
      definition = await fetchCode(registration);
    } catch (err) {
      throw err instanceof AppletLoadError ? err : failed(id, reasonOf(err), err);
    }
    if (!isAppletDefinition(definition)) throw failed(id, M.notADefinition);
    if (!isSdkCompatible(definition.sdkVersion, deps.sdkVersion)) throw incompatible(id, definition.sdkVersion);
    if (definition.id !== id) throw failed(id, M.wrongId(definition.id, id));
    return definition;
  }

  return function loadApplet(registration: AppletRegistration): Promise<AppletDefinition> {
    const key = JSON.stringify([registration.id, registration.sdkVersion, registration.source]);
    let pending = cache.get(key);
    if (!pending) {
      pending = load(registration);
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };
}

/**
 * Loads the code of a registered applet (from GET /api2/applets) and returns its checked
 * definition, or rejects with an AppletLoadError whose message the applet area shows.
 */
export const loadApplet = createAppletLoader({ builtins: BUILTIN_APPLET_LOADERS, loadRemote, sdkVersion: SDK_VERSION });
