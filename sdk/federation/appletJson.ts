import type { AppletManifest, AppletRequirements, PlatformApp } from '../applet/manifest';

/** The file an applet's build writes beside remoteEntry.js, and what staff register by URL. */
export const APPLET_JSON_FILE = 'applet.json';

/**
 * applet.json: the registration the console needs before it loads any code, taken from the
 * applet's own defineApplet call so nothing is typed twice. `source.url` is relative to the
 * applet.json's own URL, so one build registers from any host.
 */
export interface AppletJson {
  readonly id: string;
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly icon: string;
  readonly sdkVersion: string;
  readonly requires: AppletRequirements;
  readonly platformApp: PlatformApp | null;
  readonly source: { readonly kind: 'remote'; readonly url: string; readonly scope: string; readonly module: string };
}

/** Where the container is: its global name, the exposed module and remoteEntry's file name. */
export interface AppletContainer {
  readonly scope: string;
  readonly module?: string;
  readonly entry?: string;
}

/** The applet.json for a manifest (a defineApplet result), built into `container`. */
export function appletJson(manifest: AppletManifest, container: AppletContainer): AppletJson {
  return {
    id: manifest.id,
    route: manifest.route,
    title: manifest.title,
    description: manifest.description,
    icon: manifest.icon,
    sdkVersion: manifest.sdkVersion,
    requires: manifest.requires ?? {},
    platformApp: manifest.platformApp ?? null,
    source: { kind: 'remote', url: container.entry ?? 'remoteEntry.js', scope: container.scope, module: container.module ?? './Applet' },
  };
}
