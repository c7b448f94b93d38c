import { Icons, type IconName, type IconSize } from '@blueprintjs/icons';

/** The build writes every icon's paths to one small JSON file per size (scripts/build/IconPathsPlugin.ts). */
export function iconPathsUrl(name: string, size: IconSize): string {
  return `/assets/icons/${size}/${name}.${__BLUEPRINT_ICON_HASH__}.json`;
}

/**
 * Applet manifests and nav trees name their icons by string. Blueprint's default loader
 * then fetches every icon of that size in one ~100 KB chunk; this loader fetches one small
 * file per icon actually drawn. The files are not webpack chunks: ~1,400 chunks cost the
 * start-up code their ids, hashes and names (~28 KB gzip) before any icon was drawn.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadIconPaths });
}

const loading = new Map<string, Promise<string[]>>();

/**
 * One request per icon and size: Blueprint keeps an icon once it has loaded, but every icon
 * drawn before then asked again (a table's rows sent six requests for one icon: issue 32
 * item 33). A failed load is forgotten, so a later draw retries.
 */
export function loadIconPaths(name: IconName, size: IconSize, fetchImpl: typeof fetch = fetch): Promise<string[]> {
  const url = iconPathsUrl(name, size);
  let paths = loading.get(url);
  if (!paths) {
    paths = (async () => {
      const response = await fetchImpl(url);
      if (!response.ok) throw new Error(`Icon ${name} (${size}px): HTTP ${response.status}`);
      return (await response.json()) as string[];
    })();
    loading.set(url, paths);
    paths.catch(() => loading.delete(url));
  }
  return paths;
}
