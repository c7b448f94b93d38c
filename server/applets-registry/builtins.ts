import type { AppletRegistration } from '../../sdk/applet/registration';

/**
 * The applets that ship inside the console's own build (core/applets/builtin-registry.ts maps
 * the same ids to their lazy chunks; test/integration/applet-registry.test.ts checks the two
 * agree). Their code is trusted and versioned with the console, so they are not rows.
 */
export const BUILTIN_APPLETS: readonly AppletRegistration[] = Object.freeze([
  {
    id: 'rec',
    route: 'rec',
    title: 'Recommendations',
    description: 'Product recommendations for your online store and your emails',
    icon: 'layout-auto',
    sdkVersion: '^1.4.0',
    requires: {},
    platformApp: 'rec',
    source: { kind: 'builtin' },
  },
  {
    id: 'chk',
    route: 'chk',
    title: 'Checkout Zen',
    description: 'Benchmark your checkout against the market',
    icon: 'shopping-cart',
    sdkVersion: '^1.2.0',
    requires: {},
    platformApp: 'chk',
    source: { kind: 'builtin' },
  },
]);

export const isBuiltinId = (id: string) => BUILTIN_APPLETS.some((a) => a.id === id);
export const isBuiltinRoute = (route: string) => BUILTIN_APPLETS.some((a) => a.route === route);
