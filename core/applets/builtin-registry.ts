// The ONE file of core that may import plugins (eslint.config.mjs BUILTIN_REGISTRY): the
// built-in applets' code, each a lazy chunk of the console's build. The server lists the same
// ids (server/applets-registry/builtins.ts); test/integration/applet-registry.test.ts checks
// that the two agree.

/** Loads a built-in applet's module; its default export is the applet's AppletDefinition. */
export type BuiltinAppletLoader = () => Promise<{ readonly default: unknown }>;

export const BUILTIN_APPLET_LOADERS: Readonly<Record<string, BuiltinAppletLoader>> = Object.freeze({
  rec: () => import(/* webpackChunkName: "applet-rec" */ '../../plugins/recommendations'),
  chk: () => import(/* webpackChunkName: "applet-chk" */ '../../plugins/checkout'),
});
