/** Spec 3's native card options and their defaults. */
export interface NativeCard {
  snippet_name: string;
  card_product: string;
  show_secondary_image: boolean;
  show_vendor: boolean;
  show_rating: boolean;
  show_quick_add: boolean;
  show_variant_option_swatches: boolean;
  media_aspect_ratio: string;
}

export const NATIVE_CARD_DEFAULTS: NativeCard = {
  snippet_name: 'product-card',
  card_product: 'card_product',
  show_secondary_image: true,
  show_vendor: false,
  show_rating: true,
  show_quick_add: false,
  show_variant_option_swatches: false,
  media_aspect_ratio: 'adapt',
};

const BOOLS = ['show_secondary_image', 'show_vendor', 'show_rating', 'show_quick_add', 'show_variant_option_swatches'] as const;
const STRINGS = ['snippet_name', 'card_product', 'media_aspect_ratio'] as const;

/** Parses the editor's text: the card options, or the reason it is not valid (the server checks the same). */
export function parseNativeCard(text: string): { card: NativeCard } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { error: (err as Error).message };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { error: 'expected an object' };
  const card = value as Record<string, unknown>;
  for (const key of Object.keys(card)) {
    if (!(BOOLS as readonly string[]).includes(key) && !(STRINGS as readonly string[]).includes(key)) return { error: `unknown option ${key}` };
  }
  for (const key of BOOLS) if (key in card && typeof card[key] !== 'boolean') return { error: `${key} must be true or false` };
  for (const key of STRINGS) if (key in card && typeof card[key] !== 'string') return { error: `${key} must be text` };
  return { card: { ...NATIVE_CARD_DEFAULTS, ...(card as Partial<NativeCard>) } };
}

/** The theme's card snippet from its file list: card-product / product-card, else the default. */
export function detectSnippet(keys: readonly string[]): string {
  const found = keys.map((k) => /^snippets\/((?:card[-_]product|product[-_]card)[\w-]*)\.liquid$/.exec(k)?.[1]).find(Boolean);
  return found ?? NATIVE_CARD_DEFAULTS.snippet_name;
}

const RATIOS: Record<string, number> = { square: 1, portrait: 4 / 3, landscape: 3 / 4, adapt: 1.2 };

/**
 * A schematic picture of the theme card the options describe, as an SVG data URL: the live
 * preview updates with every valid edit without a round trip (the demo platform has no
 * card-rendering helper).
 */
export function cardPreviewSvg(card: NativeCard, dark: boolean): string {
  const fg = dark ? '#d3d8de' : '#1c2127';
  const muted = dark ? '#8f99a8' : '#5f6b7c';
  const tile = dark ? '#383e47' : '#e5e8eb';
  const w = 200;
  const imgH = Math.round(w * (RATIOS[card.media_aspect_ratio] ?? 1));
  let y = imgH + 24;
  const parts: string[] = [`<rect width="${w}" height="${imgH}" rx="6" fill="${tile}"/>`];
  if (card.show_secondary_image) parts.push(`<rect x="${w - 56}" y="${imgH - 56}" width="48" height="48" rx="4" fill="${muted}" opacity="0.5"/>`);
  if (card.show_vendor) {
    parts.push(`<text x="0" y="${y}" font-size="11" fill="${muted}">VENDOR</text>`);
    y += 18;
  }
  parts.push(`<text x="0" y="${y}" font-size="14" fill="${fg}">Product title</text>`);
  y += 18;
  if (card.show_rating) {
    parts.push(`<text x="0" y="${y}" font-size="12" fill="#d99e0b">★★★★☆</text>`);
    y += 18;
  }
  parts.push(`<text x="0" y="${y}" font-size="13" fill="${fg}">$32.00</text>`);
  y += 12;
  if (card.show_variant_option_swatches) {
    ['#c23030', '#2d72d2', '#238551'].forEach((c, i) => parts.push(`<circle cx="${8 + i * 20}" cy="${y + 8}" r="7" fill="${c}"/>`));
    y += 22;
  }
  if (card.show_quick_add) {
    parts.push(`<rect x="0" y="${y + 4}" width="${w}" height="28" rx="4" fill="none" stroke="${fg}"/><text x="${w / 2}" y="${y + 22}" font-size="12" text-anchor="middle" fill="${fg}">Add to cart</text>`);
    y += 36;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${y + 8}" viewBox="0 0 ${w} ${y + 8}" font-family="sans-serif">${parts.join('')}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
