/**
 * What a change of the recommendation asks of the store preview (spec 4): style, css and
 * generated css only -> apply CSS, no re-render; location, insert, insertBefore or order ->
 * re-render every recommendation on the page (they may have moved around each other);
 * anything else -> re-render this one. Nothing changed -> null.
 */
import type { FormFactor, PreviewRecommendation, WidgetOpts } from '../../../sdk/sandbox';

export type PreviewMode = 'css' | 'render' | 'all';

const PLACEMENT_KEYS: readonly (keyof WidgetOpts)[] = ['location', 'insert', 'insertBefore', 'order'];
const STYLE_KEYS: readonly (keyof WidgetOpts)[] = ['style'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function previewMode(before: PreviewRecommendation | null, after: PreviewRecommendation, ff: FormFactor): PreviewMode | null {
  if (!before || before.id !== after.id) return 'render';
  const a = (before.widgetOpts[ff] ?? {}) as Record<string, unknown>;
  const b = (after.widgetOpts[ff] ?? {}) as Record<string, unknown>;
  const changedOpts = Object.keys({ ...a, ...b }).filter((key) => !same(a[key], b[key]));
  if (changedOpts.some((key) => PLACEMENT_KEYS.includes(key as keyof WidgetOpts))) return 'all';
  // The other form factor's options are not on screen: they change nothing here.
  const { widgetOpts: _wa, css: ca, generatedCss: ga, title: _ta, ...restA } = before;
  const { widgetOpts: _wb, css: cb, generatedCss: gb, title: _tb, ...restB } = after;
  const structural = !same(restA, restB) || changedOpts.some((key) => !STYLE_KEYS.includes(key as keyof WidgetOpts));
  if (structural) return 'render';
  if (changedOpts.length || ca !== cb || ga !== gb) return 'css';
  return null;
}
