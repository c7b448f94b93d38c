import type { AppletManifest, AppletRequirements, PlatformApp } from './manifest';

/**
 * Where the host gets an applet's code. Built-ins are lazy chunks of the host's own build;
 * remotes are Module Federation containers whose exposed module's default export is an
 * AppletDefinition (check it with isAppletDefinition).
 */
export type AppletSource =
  | { readonly kind: 'builtin' }
  | {
      readonly kind: 'remote';
      /** The remoteEntry.js URL. */
      readonly url: string;
      /** The container's name (ModuleFederationPlugin `name`). */
      readonly scope: string;
      /** The exposed module, e.g. `'./Applet'`. */
      readonly module: string;
    };

/**
 * An applet as the server's registry returns it: the manifest minus what only code can carry
 * (nav and pages come from the loaded definition), so it is plain JSON.
 */
export interface AppletRegistration
  extends Pick<AppletManifest, 'id' | 'route' | 'title' | 'description' | 'sdkVersion'> {
  /** A Blueprint icon name; the host falls back to a default when it does not know it. */
  readonly icon: string;
  readonly requires: AppletRequirements;
  /** The shop-platform app whose installation check runs above the applet (since 1.4.0); none when absent. */
  readonly platformApp?: PlatformApp | null;
  readonly source: AppletSource;
}

/** What requirements are checked against. devMode is the user's switch, not just staff. */
export interface RequirementContext {
  readonly flags: Readonly<Record<string, unknown>>;
  readonly staff: boolean;
  readonly devMode: boolean;
}

/**
 * Whether an applet's requirements hold. Server (App Library) and host (route guard) both
 * call this, so the two can never disagree about who may launch what.
 */
export function meetsRequirements(requires: AppletRequirements, context: RequirementContext): boolean {
  if (requires.staff && !context.staff) return false;
  if (requires.devMode && !context.devMode) return false;
  return (requires.flags ?? []).every((flag) => Boolean(context.flags[flag]));
}
