/**
 * A recommendation's own CSS (Advanced & Code), scoped to its widget: every selector of every
 * style rule, also inside @media, @supports, @layer and @container, gets
 * `:where(.{scope}, .{scope} *)` on its subject, so it matches only the widget (the element
 * with the recommendation's scope class) and what is inside it. `:where` adds no specificity:
 * the merchant's rules win and lose exactly as they did unscoped. Ancestors outside the
 * widget still work (`.template-product .vitrine-title`); page-wide rules (`body {...}`)
 * match nothing, which is the point: site-wide CSS belongs in Custom CSS and JS.
 *
 * A small CSS reader, not a full parser: it follows the block structure (strings, comments,
 * escapes, brackets) and leaves declarations, @keyframes, @font-face and other at-rules as
 * written. The SCSS pane scopes the same way through Sass (sandbox/editor/code/scss.ts).
 */

/** At-rules whose blocks hold style rules: those are scoped too. */
const GROUPING = new Set(['media', 'supports', 'layer', 'container', 'document', '-moz-document', 'scope', 'starting-style']);
/** Pseudo-elements written with one colon (CSS 2); any `::name` is one too. */
const LEGACY_PSEUDO_ELEMENTS = /^:(before|after|first-line|first-letter)(?![\w-])/i;

/** The index just past a comment or string starting at `i`, or `i` when neither starts there. */
function skipOpaque(css: string, i: number): number {
  if (css.startsWith('/*', i)) {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  const quote = css[i];
  if (quote === '"' || quote === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== quote && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
    return Math.min(j + 1, css.length);
  }
  return i;
}

/**
 * Walks `text` from `from`, skipping comments, strings, escapes and bracketed parts, and calls
 * `stop(char, index)` on every other character at bracket depth 0; returns the index `stop`
 * accepted, or text.length.
 */
function scan(text: string, from: number, stop: (char: string, index: number) => boolean): number {
  let depth = 0;
  let i = from;
  while (i < text.length) {
    const skipped = skipOpaque(text, i);
    if (skipped !== i) {
      i = skipped;
      continue;
    }
    const c = text[i];
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (depth === 0 && stop(c, i)) return i;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    i++;
  }
  return text.length;
}

/** The index of the `}` closing the block opened just before `from` (text.length when unclosed). */
function blockEnd(css: string, from: number): number {
  let open = 1;
  return scan(css, from, (c) => {
    if (c === '{') open++;
    else if (c === '}') open--;
    return open === 0;
  });
}

/** One complex selector with the scope on its subject, before any pseudo-element. */
function scopeSelector(selector: string, where: string): string {
  const lead = selector.length - selector.trimStart().length;
  const core = selector.trim();
  if (!core) return selector;
  const pseudo = scan(core, 0, (c, i) => c === ':' && (core[i + 1] === ':' || LEGACY_PSEUDO_ELEMENTS.test(core.slice(i))));
  return `${selector.slice(0, lead)}${core.slice(0, pseudo)}${where}${core.slice(pseudo)}`;
}

function scopeSelectorList(prelude: string, where: string): string {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const comma = scan(prelude, start, (c) => c === ',');
    parts.push(scopeSelector(prelude.slice(start, comma), where));
    if (comma >= prelude.length) break;
    start = comma + 1;
  }
  return parts.join(',');
}

function scopeRules(css: string, where: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const end = scan(css, i, (c) => c === '{' || c === ';' || c === '}');
    if (end >= css.length || css[end] !== '{') {
      // A statement (@import, @charset, a stray declaration) or a stray '}': as written.
      out += css.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const prelude = css.slice(i, end);
    const close = blockEnd(css, end + 1);
    const body = css.slice(end + 1, close);
    const atRule = /^\s*(?:\/\*[\s\S]*?\*\/\s*)*@([\w-]+)/.exec(prelude);
    if (!atRule) out += `${scopeSelectorList(prelude, where)}{${body}}`;
    else if (GROUPING.has(atRule[1].toLowerCase())) out += `${prelude}{${scopeRules(body, where)}}`;
    else out += `${prelude}{${body}}`;
    i = close + 1;
  }
  return out;
}

/** `css` with every style rule limited to the element with class `scope` and its descendants. */
export function scopeCss(css: string, scope: string): string {
  if (!css.trim()) return '';
  return scopeRules(css, `:where(.${scope}, .${scope} *)`);
}
