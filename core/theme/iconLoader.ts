import { Icons, type IconName, type IconSize } from '@blueprintjs/icons';

/**
 * Applet manifests and nav trees name their icons by string. Blueprint's default loader
 * then fetches every icon of that size in one ~100 KB chunk; this loader fetches one tiny
 * chunk per icon actually drawn, which keeps the App Library inside its bundle budget.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      const module = await import(
        /* webpackInclude: /\.js$/ */
        /* webpackExclude: /index\.js$/ */
        `@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js`
      );
      return module.default as string[];
    },
  });
}
