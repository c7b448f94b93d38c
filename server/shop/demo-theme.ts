import type { DemoShopState } from './demo-state';
import type { ThemeAsset } from './platform';

/** Fixture content of the demo shop: its theme files, derived from state (collections come from server/catalog). */

const JSON_TEMPLATE = '{\n  "sections": {},\n  "order": []\n}\n';
const THEME_LIQUID = `<!doctype html>
<html lang="{{ request.locale.iso_code }}">
  <head>
    {{ content_for_header }}
  </head>
  <body>
    {{ content_for_layout }}
  </body>
</html>
`;
const SNIPPET = `{% comment %}Vitrine recommendations block, installed by an older app version.{% endcomment %}
<div class="vitrine-recs" data-place="{{ template.name }}"></div>
`;

function files(state: DemoShopState): Record<string, string> {
  const out: Record<string, string> = {
    'layout/theme.liquid': THEME_LIQUID,
    'config/settings_data.json': JSON.stringify({ current: { name: state.theme.name } }, null, 2),
    'templates/index.json': JSON_TEMPLATE,
    'templates/product.json': JSON_TEMPLATE,
    'templates/collection.json': JSON_TEMPLATE,
    'templates/cart.json': JSON_TEMPLATE,
  };
  for (let i = 1; i <= state.liquidSnippets; i += 1) out[`snippets/vitrine-recs-${i}.liquid`] = SNIPPET;
  return out;
}

const contentType = (key: string) => (key.endsWith('.json') ? 'application/json' : 'application/x-liquid');

export function themeAssets(state: DemoShopState): ThemeAsset[] {
  return Object.entries(files(state)).map(([key, value]) => ({ key, contentType: contentType(key), size: Buffer.byteLength(value) }));
}

export function themeAsset(state: DemoShopState, key: string): ThemeAsset | undefined {
  const all = files(state);
  if (!Object.hasOwn(all, key)) return undefined;
  const value = all[key];
  return { key, contentType: contentType(key), size: Buffer.byteLength(value), value };
}

export const ASSET_KEY = /^(layout|config|templates|sections|snippets|assets|locales)\/[A-Za-z0-9_.-]{1,100}$/;
