// A few lines of DOM building for the sign-in page that loads without React (signInPage.ts).

type Attributes = Record<string, string | boolean | undefined>;
type Child = Node | string | null | undefined | false;

/** An element with its attributes (true: present, false/undefined: left out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) if (child !== null && child !== undefined && child !== false) element.append(child);
  return element;
}

/** Class names, the falsy ones left out. */
export const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** An SVG from trusted, constant markup (the brand marks). */
export function svg(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup.trim();
  return template.content.firstElementChild!;
}
