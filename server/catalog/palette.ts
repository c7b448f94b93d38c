/** Colour option values and the hex each one is drawn in (product images, swatches). */
export const COLORS: Record<string, string> = {
  Black: '#1f2937',
  Charcoal: '#4b5563',
  Navy: '#1e3a5f',
  Forest: '#2f5d3a',
  Olive: '#6b7a3a',
  Rust: '#b4532a',
  Sand: '#c8b28a',
  Cream: '#e9dfc8',
  Sky: '#5b9bd5',
  Red: '#c0392b',
  Mustard: '#d4a017',
  Sage: '#8fa67c',
  Terracotta: '#c06c4c',
  Plum: '#6d3b5e',
  Slate: '#64748b',
  Blush: '#e0a3a8',
  Teal: '#1f7a7a',
  Matcha: '#7a9a3a',
};
export const COLOR_NAMES = Object.keys(COLORS);

/** The hex for a colour option value, or undefined for values that are not colours. */
export const colorHex = (name: string | undefined): string | undefined =>
  name !== undefined && Object.hasOwn(COLORS, name) ? COLORS[name] : undefined;
