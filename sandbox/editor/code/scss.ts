/**
 * SCSS to CSS with the real Sass compiler (dart-sass's pure-JS build), fetched the first time
 * a recommendation's SCSS is compiled, as its own chunk. The merchant's SCSS is wrapped in the
 * recommendation's own scope selector (scopeClass, the class the storefront runtime puts on
 * the widget), so its rules can only reach that widget; `&` is the widget itself.
 */
import { scopeClass } from '../../../sdk/sandbox';

export type ScssResult = { ok: true; css: string } | { ok: false; line: number; column: number; message: string };

/** The merchant's text is its own module, loaded inside the scope: a stray `}` cannot end the scope early. */
const MERCHANT_URL = 'vitrine-merchant:recommendation.scss';

type Sass = typeof import('sass');
let loading: Promise<Sass> | null = null;
const loadSass = () => (loading ??= import(/* webpackChunkName: "sass" */ 'sass'));

/** The stylesheet Sass compiles: meta.load-css nests every rule of the merchant module under the scope. */
export function scopeScss(recommendationId: string): string {
  return `@use "sass:meta";\n.${scopeClass(recommendationId)} {\n  @include meta.load-css("${MERCHANT_URL}");\n}\n`;
}

export async function compileScopedScss(scss: string, recommendationId: string): Promise<ScssResult> {
  if (!scss.trim()) return { ok: true, css: '' };
  const sass = await loadSass();
  // The only importer serves the merchant module; any other @use / @import has nowhere to come from.
  const importer = {
    canonicalize: (url: string) => (url === MERCHANT_URL ? new URL(url) : null),
    load: () => ({ contents: scss, syntax: 'scss' as const }),
  };
  try {
    const result = sass.compileString(scopeScss(recommendationId), { style: 'expanded', importers: [importer] });
    return { ok: true, css: result.css };
  } catch (error) {
    const e = error as { sassMessage?: string; message?: string; span?: { url?: URL; start: { line: number; column: number } } };
    const message = e.sassMessage ?? e.message ?? String(error);
    const inMerchantText = e.span && String(e.span.url) === MERCHANT_URL;
    if (!inMerchantText) return { ok: false, line: 1, column: 1, message };
    return { ok: false, line: e.span!.start.line + 1, column: e.span!.start.column + 1, message };
  }
}
