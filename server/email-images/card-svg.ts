/**
 * One email slot as a single SVG: the product picture, its title, its price and (when the
 * recommendation shows one) the call-to-action button. Email programs block scripts and
 * most CSS, so the whole card is one image the server renders to PNG (render.ts); the text
 * uses the font shipped beside this file, never a system font.
 */
import { productSvg, type IconKind } from '../catalog/icons';

/** Twice the widest column of a 600 px email (150 px at 4 columns), for sharp high-DPI screens. */
export const CARD_WIDTH = 300;
export const IMAGE_SIZE = 300;
export const FONT_FAMILY = 'DejaVu Sans';

export interface CardText {
  title: string;
  price: string;
  /** Shown struck through beside the price when the product is on sale. */
  comparePrice: string | null;
  /** The button's label, or null when the recommendation shows no call to action. */
  cta: string | null;
}

export interface CardStyle {
  /** Spec 2's Card Variant: 1 left-aligned, 2 centred with a framed picture. */
  variant: 1 | 2;
  showTitle: boolean;
  showPrice: boolean;
  buttonColor: string;
  buttonText: string;
  buttonRadius: number;
}

export const DEFAULT_CARD_STYLE: CardStyle = { variant: 1, showTitle: true, showPrice: true, buttonColor: '#111827', buttonText: '#ffffff', buttonRadius: 6 };

// Big for a 300 px card: four columns show it at 138 px, where 24 px text reads as 11 px.
const TITLE_SIZE = 24;
const PRICE_SIZE = 26;
const LINE = 1.3;
const PAD = 12;

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Greedy word wrap by an average glyph width (DejaVu Sans averages a little under 0.6 em):
 * resvg does not wrap text. At most `lines` lines; the last one ends in an ellipsis when cut.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, lines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.58)));
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i].length > perLine ? `${words[i].slice(0, perLine - 1)}…` : words[i];
    const next = current ? `${current} ${word}` : word;
    if (next.length <= perLine) {
      current = next;
      continue;
    }
    out.push(current);
    current = word;
    if (out.length === lines) {
      const last = out[lines - 1];
      out[lines - 1] = `${last.slice(0, perLine - 1).trimEnd()}…`;
      return out;
    }
  }
  if (current) out.push(current);
  return out;
}

/** Only #rgb / #rrggbb colours reach the SVG; anything else falls back. */
export const safeColor = (value: unknown, fallback: string) => (typeof value === 'string' && /^#(?:[0-9a-f]{3}){1,2}$/i.test(value.trim()) ? value.trim() : fallback);

/** The product picture's inner drawing, scaled from its 400-unit canvas. */
function picture(kind: IconKind, color: string, size: number, x: number, y: number): string {
  const whole = productSvg(kind, color, '');
  const inner = whole.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  return `<g transform="translate(${x} ${y}) scale(${size / 400})">${inner}</g>`;
}

export function cardSvg(look: { icon: IconKind; color: string }, text: CardText, style: CardStyle): string {
  const v2 = style.variant === 2;
  const imageInset = v2 ? 10 : 0;
  const imageSize = IMAGE_SIZE - imageInset * 2;
  let y = IMAGE_SIZE + PAD;
  const anchor = v2 ? 'middle' : 'start';
  const x = v2 ? CARD_WIDTH / 2 : PAD;
  const body: string[] = [];
  if (style.showTitle) {
    const lines = wrapText(text.title, CARD_WIDTH - PAD * 2, TITLE_SIZE, 2);
    lines.forEach((line, i) => {
      body.push(`<text x="${x}" y="${y + TITLE_SIZE * LINE * (i + 1) - 6}" font-size="${TITLE_SIZE}" fill="#1f2937" text-anchor="${anchor}">${escapeXml(line)}</text>`);
    });
    // Always two lines' room: the cards of one row keep one height whatever their titles.
    y += TITLE_SIZE * LINE * 2;
  }
  if (style.showPrice && text.price) {
    y += PRICE_SIZE * LINE + 2;
    const compare = text.comparePrice ? `<tspan dx="10" font-weight="normal" font-size="${PRICE_SIZE - 4}" fill="#6b7280" text-decoration="line-through">${escapeXml(text.comparePrice)}</tspan>` : '';
    const priceColor = text.comparePrice ? '#b91c1c' : '#111827';
    body.push(`<text x="${x}" y="${y - 6}" font-size="${PRICE_SIZE}" font-weight="bold" fill="${priceColor}" text-anchor="${anchor}">${escapeXml(text.price)}${compare}</text>`);
  }
  if (text.cta) {
    y += 12;
    const h = 54;
    const w = CARD_WIDTH - PAD * 2;
    body.push(
      `<rect x="${PAD}" y="${y}" width="${w}" height="${h}" rx="${Math.min(22, Math.max(0, style.buttonRadius))}" fill="${style.buttonColor}"/>`,
      `<text x="${CARD_WIDTH / 2}" y="${y + 35}" font-size="22" font-weight="bold" fill="${style.buttonText}" text-anchor="middle">${escapeXml(text.cta)}</text>`,
    );
    y += h;
  }
  const height = Math.round(y + PAD);
  const frame = v2 ? `<rect x="0.5" y="0.5" width="${CARD_WIDTH - 1}" height="${height - 1}" rx="10" fill="#ffffff" stroke="#e5e7eb"/>` : `<rect width="${CARD_WIDTH}" height="${height}" fill="#ffffff"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}" font-family="${FONT_FAMILY}">` +
    frame +
    picture(look.icon, look.color, imageSize, imageInset, imageInset) +
    body.join('') +
    `</svg>`
  );
}

/** The placeholder slot: a neutral card with a picture frame, the same width as a real one. */
export function placeholderSvg(): string {
  const height = IMAGE_SIZE + 96;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${height}" viewBox="0 0 ${CARD_WIDTH} ${height}">` +
    `<rect width="${CARD_WIDTH}" height="${height}" fill="#ffffff"/>` +
    `<rect width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" fill="#eef0f3"/>` +
    `<path d="M95 200 l40 -50 l30 35 l20 -22 l40 37 Z" fill="#c9ced6"/><circle cx="190" cy="120" r="14" fill="#c9ced6"/>` +
    `<rect x="12" y="${IMAGE_SIZE + 20}" width="200" height="16" rx="8" fill="#e5e7eb"/>` +
    `<rect x="12" y="${IMAGE_SIZE + 52}" width="90" height="18" rx="9" fill="#e5e7eb"/>` +
    `</svg>`
  );
}
