import type { AppletManifest, AppletRequirements, PlatformApp } from './manifest';
import { manifestProblems } from './validateManifest';

/**
 * Symbol.for, not Symbol(): if a misconfigured remote bundles its own copy of the SDK, the
 * host still recognises the definitions it makes.
 */
const APPLET_DEFINITION: unique symbol = Symbol.for('vitrine.sdk.AppletDefinition');

/**
 * A validated, deeply frozen manifest. Only defineApplet makes one (the brand has no public
 * key), so holding an AppletDefinition means the manifest passed validation.
 */
export interface AppletDefinition extends AppletManifest {
  readonly requires: AppletRequirements;
  readonly platformApp: PlatformApp | null;
  readonly [APPLET_DEFINITION]: true;
}

/** Thrown by defineApplet; `problems` lists everything wrong, one line each. */
export class AppletDefinitionError extends Error {
  override readonly name = 'AppletDefinitionError';

  constructor(
    readonly appletId: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid applet "${appletId}":\n- ${problems.join('\n- ')}`);
  }
}

/** Copies plain objects and arrays before freezing, so the caller's manifest stays theirs. */
function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T;
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, frozenCopy(v)]));
    return Object.freeze(copy) as T;
  }
  return value;
}

/**
 * Declares an applet (Backstage's createPlugin): call it once in the applet's index.ts and
 * export the result as the module's default. Throws AppletDefinitionError on a bad manifest,
 * so a broken applet fails at load time, inside its own area, not when a user clicks a link.
 */
export function defineApplet(manifest: AppletManifest): AppletDefinition {
  const problems = manifestProblems(manifest);
  if (problems.length) throw new AppletDefinitionError(String((manifest as { id?: unknown })?.id), problems);
  const fields = Object.entries({ ...manifest, requires: manifest.requires ?? {}, platformApp: manifest.platformApp ?? null });
  const definition = Object.fromEntries(fields.map(([key, value]) => [key, frozenCopy(value)]));
  // Not enumerable: a spread or JSON copy is plain data, not a definition.
  Object.defineProperty(definition, APPLET_DEFINITION, { value: true });
  return Object.freeze(definition) as unknown as AppletDefinition;
}

/** The check the host runs on a remote module's default export before trusting it. */
export function isAppletDefinition(value: unknown): value is AppletDefinition {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[APPLET_DEFINITION] === true;
}
