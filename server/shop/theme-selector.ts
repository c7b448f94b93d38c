/**
 * Does a CSS selector match an element of a server-rendered page? A strict, documented subset
 * of CSS, so the answer is never a guess: a selector list (a, b) of compound selectors made of
 * an optional type (or *) followed by #id, .class, [attr], [attr=value] (value bare or quoted).
 * Anything else (combinators, pseudo-classes, escapes, other attribute operators) answers
 * null: "cannot tell", never a wrong "missing". The HTML side reads start tags only, after
 * dropping comments and the raw text of script, style, template and textarea elements, which
 * is all a compound selector needs (it looks at one element, never at its ancestors).
 */

interface Compound {
  tag: string | null;
  ids: string[];
  classes: string[];
  attrs: Array<{ name: string; value: string | null }>;
}

interface Element {
  tag: string;
  attrs: Map<string, string>;
}

const IDENT = '-?[A-Za-z_][A-Za-z0-9_-]*';
const PART = new RegExp(`^(?:#(${IDENT})|\\.(${IDENT})|\\[\\s*(${IDENT})\\s*(?:=\\s*(?:"([^"\\\\]*)"|'([^'\\\\]*)'|(${IDENT}))\\s*)?\\])`);
const TYPE = new RegExp(`^(\\*|${IDENT})`);
const MAX_SELECTOR = 500;

function parseCompound(text: string): Compound | null {
  let rest = text.trim();
  if (!rest) return null;
  const compound: Compound = { tag: null, ids: [], classes: [], attrs: [] };
  const type = TYPE.exec(rest);
  if (type) {
    compound.tag = type[1] === '*' ? null : type[1].toLowerCase();
    rest = rest.slice(type[0].length);
  }
  while (rest) {
    const m = PART.exec(rest);
    if (!m) return null;
    if (m[1] !== undefined) compound.ids.push(m[1]);
    else if (m[2] !== undefined) compound.classes.push(m[2]);
    else compound.attrs.push({ name: m[3].toLowerCase(), value: m[4] ?? m[5] ?? m[6] ?? null });
    rest = rest.slice(m[0].length);
  }
  return compound;
}

/** The selector in the subset, or null when it is outside it (or not CSS at all). */
export function parseSelector(selector: string): Compound[] | null {
  if (selector.length > MAX_SELECTOR || /["'].*,.*["']/.test(selector)) return null;
  const parts = selector.split(',').map(parseCompound);
  return parts.some((p) => p === null) ? null : (parts as Compound[]);
}

const RAW_TEXT = /<(script|style|template|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const START_TAG = /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;|&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page's elements as their start tags show them. */
export function elementsOf(html: string): Element[] {
  const text = html.replace(/<!--[\s\S]*?-->/g, '').replace(RAW_TEXT, '');
  const out: Element[] = [];
  for (const tag of text.matchAll(START_TAG)) {
    const attrs = new Map<string, string>();
    for (const a of (tag[2] ?? '').matchAll(ATTR)) {
      const name = a[1].toLowerCase();
      if (!attrs.has(name)) attrs.set(name, decode(a[2] ?? a[3] ?? a[4] ?? ''));
    }
    out.push({ tag: tag[1].toLowerCase(), attrs });
  }
  return out;
}

function matches(el: Element, c: Compound): boolean {
  if (c.tag && el.tag !== c.tag) return false;
  if (c.ids.some((id) => el.attrs.get('id') !== id)) return false;
  if (c.classes.length) {
    const classes = new Set((el.attrs.get('class') ?? '').split(/\s+/));
    if (c.classes.some((cls) => !classes.has(cls))) return false;
  }
  return c.attrs.every((a) => el.attrs.has(a.name) && (a.value === null || el.attrs.get(a.name) === a.value));
}

/** true/false when the selector is in the subset, null when it cannot be told. */
export function selectorMatches(elements: readonly Element[], selector: string): boolean | null {
  const compounds = parseSelector(selector);
  if (!compounds) return null;
  return compounds.some((c) => elements.some((el) => matches(el, c)));
}
