/**
 * Does a CSS selector match an element of a server-rendered page? The page is parsed as a
 * browser would build it (htmlparser2: comments and the text of script, style and textarea are
 * not elements) and the selector is run by css-select, so combinators, attribute operators and
 * structural pseudo-classes (:first-child, :not(), :has() …) all count.
 *
 * What the server's HTML cannot tell answers null ("cannot tell", never a wrong "missing"):
 * pseudo-classes about the user or the live page (:hover, :focus, :checked after a click …),
 * pseudo-elements, and anything that is not a valid selector.
 */
import { selectOne } from 'css-select';
import { parse, type Selector } from 'css-what';
import { parseDocument } from 'htmlparser2';

export type Page = ReturnType<typeof parseDocument>;

const MAX_SELECTOR = 500;

// Pseudo-classes whose answer depends on the user or the running page, not on the served HTML.
const LIVE_STATE = new Set(['hover', 'active', 'focus', 'focus-visible', 'focus-within', 'visited', 'target', 'target-within', 'checked', 'current', 'past', 'future', 'playing', 'paused', 'fullscreen', 'modal', 'user-invalid', 'user-valid', 'autofill', 'open', 'popover-open', 'defined']);

const COMBINATORS = new Set(['child', 'parent', 'sibling', 'adjacent', 'descendant', 'column-combinator']);
const isCombinator = (t: Selector | undefined) => t !== undefined && COMBINATORS.has(t.type);

/**
 * css-what is lenient: it reads 'div >' and '<script>' as selectors with a dangling
 * combinator. A browser refuses those, so do we; only :has() may start with one ('> p').
 */
function wellFormed(tokens: Selector[][], relative: boolean): boolean {
  return tokens.every((compound) => compound.length > 0 && !isCombinator(compound.at(-1)) && (relative || !isCombinator(compound[0])));
}

function staticOnly(tokens: Selector[][], relative = false): boolean {
  if (!wellFormed(tokens, relative)) return false;
  return tokens.every((compound) =>
    compound.every((t) => {
      if (t.type === 'pseudo-element') return false;
      if (t.type !== 'pseudo') return true;
      if (LIVE_STATE.has(t.name)) return false;
      // :not(), :is(), :has() … carry selectors of their own.
      return !Array.isArray(t.data) || staticOnly(t.data, t.name === 'has');
    }),
  );
}

/** Whether the selector is valid CSS that the served HTML alone can answer. */
export function isCheckableSelector(selector: string): boolean {
  if (!selector.trim() || selector.length > MAX_SELECTOR) return false;
  try {
    return staticOnly(parse(selector));
  } catch {
    return false;
  }
}

/** The page's document, as the browser would parse its HTML. */
export function pageOf(html: string): Page {
  return parseDocument(html, { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true });
}

/** true/false when the served HTML can tell, null when it cannot. */
export function selectorMatches(page: Page, selector: string): boolean | null {
  if (!isCheckableSelector(selector)) return null;
  try {
    return selectOne(selector, page) !== null;
  } catch {
    return null; // a pseudo-class css-select does not know
  }
}
