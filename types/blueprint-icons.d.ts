// Set by webpack.config.ts (DefinePlugin) and jest.config.cjs (globals), from the installed
// @blueprintjs/icons (scripts/build/blueprintIconPaths.cjs).
/** Every Blueprint icon name, comma-separated, in Blueprint's order. */
declare const __BLUEPRINT_ICON_NAMES__: string;
/** The hash in the icon path files' names: /assets/icons/<size>/<name>.<hash>.json */
declare const __BLUEPRINT_ICON_HASH__: string;
