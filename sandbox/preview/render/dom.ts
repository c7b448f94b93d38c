/** What h() accepts as an attribute: false/null/undefined leave it out, true sets it empty. */
type AttrValue = string | number | boolean | null | undefined;
type Child = Node | string | null | undefined | false;

/**
 * A tiny element builder: the runtime has no framework (size budget), and building nodes
 * (never HTML strings) keeps product data from being parsed as markup.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs?: Record<string, AttrValue> | null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) el.append(child);
  return el;
}

/** HTML-escapes text for the one place markup is built from a string (the merchant's title wrapper). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Splits a space-separated class list, dropping empties. */
export function classList(text: string | undefined): string[] {
  return (text ?? '').split(/\s+/).filter(Boolean);
}
