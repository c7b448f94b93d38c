import { STYLE_ELEMENTS, type ElementStyles, type StyleMap } from '../../../sdk/sandbox/delivery';
import { scopeCss } from './scope-css';

/** Properties whose bare numbers are not pixels. */
const UNITLESS = new Set(['opacity', 'font-weight', 'z-index', 'flex', 'flex-grow', 'flex-shrink', 'order', 'line-clamp']);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** A value may not close the rule or open another: merchant styles stay inside their selector. */
const clean = (value: string) => value.replace(/[{}<>;]/g, '').trim();

/** Spec 5: a number clamps to n lines (line-height 1.5em, min-height n*1.5em, box display); 'none' resets. */
function lineClamp(value: string | number): string[] {
  if (value === 'none' || value === '') return ['display:block', '-webkit-line-clamp:none', 'min-height:0', 'overflow:visible'];
  const lines = Number(value);
  if (!(lines >= 1)) return [];
  return ['display:-webkit-box', '-webkit-box-orient:vertical', `-webkit-line-clamp:${lines}`, `line-clamp:${lines}`, 'overflow:hidden', 'line-height:1.5em', `min-height:${lines * 1.5}em`];
}

export function styleMapToDeclarations(map: StyleMap): string[] {
  const declarations: string[] = [];
  for (const [rawName, raw] of Object.entries(map)) {
    if (raw === null || raw === undefined || raw === '') continue;
    const name = kebab(rawName);
    if (name === 'line-clamp') {
      declarations.push(...lineClamp(raw));
      continue;
    }
    const value = typeof raw === 'number' && !UNITLESS.has(name) ? `${raw}px` : clean(String(raw));
    if (value && /^-?[a-z-]+$/.test(name)) declarations.push(`${name}:${value}`);
  }
  return declarations;
}

/** The selector of a style element under a recommendation's scope class. */
export function elementSelector(scope: string, element: string): string {
  return element === 'widget' ? `.${scope}.vitrine-widget` : `.${scope} .vitrine-${element}`;
}

/**
 * widgetOpts.style as CSS scoped to one recommendation. The doubled class on the root and the
 * descendant selectors outrank the runtime's base rules without !important.
 */
export function elementStylesCss(scope: string, styles: ElementStyles | undefined): string {
  const rules: string[] = [];
  for (const element of STYLE_ELEMENTS) {
    const map = styles?.[element];
    if (!map) continue;
    const declarations = styleMapToDeclarations(map);
    if (declarations.length) rules.push(`${elementSelector(scope, element)}{${declarations.join(';')}}`);
  }
  return rules.join('\n');
}

/**
 * All of one recommendation's styles, in cascade order: its element styles, the editor's
 * generated CSS, then the merchant's own CSS, scoped to the widget (scope-css.ts).
 */
export function recommendationCss(scope: string, styles: ElementStyles | undefined, generatedCss: string, css: string): string {
  return [elementStylesCss(scope, styles), generatedCss, scopeCss(css, scope)].filter(Boolean).join('\n');
}

/** Puts `css` in one <style> per key in <head>, replacing what that key had (re-renders). */
export function setStyle(key: string, css: string, doc: Document = document): void {
  let el = doc.head.querySelector<HTMLStyleElement>(`style[data-vitrine-style="${key}"]`);
  if (!css) {
    el?.remove();
    return;
  }
  if (!el) {
    el = doc.createElement('style');
    el.dataset.vitrineStyle = key;
    doc.head.append(el);
  }
  if (el.textContent !== css) el.textContent = css;
}
