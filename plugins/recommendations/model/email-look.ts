/**
 * The email card's look (spec 2 "Email editor": Card Variant, Product Details, Call To Action
 * and its button style) as the slot images draw it. A saved recommendation's look comes from
 * its document; the editor's preview sends its unsaved look along (the slot URL's `look`), so
 * the preview follows edits before they are saved. Shared by the editor and the image service.
 */

/** The desktop options the card image reads (server/email-images/slot-image.ts cardFor). */
export const EMAIL_LOOK_FLAGS = ['showProductTitle', 'showProductPrice', 'showProductComparePrice', 'showProductAddToCart'] as const;
export const EMAIL_LOOK_TITLES = ['addToCartTitle', 'viewProductTitle'] as const;
/** The button's style properties the card draws. */
export const EMAIL_LOOK_BUTTON = ['background-color', 'background', 'color', 'border-radius'] as const;
export const EMAIL_LOOK_BUTTON_ELEMENT = 'product-add-to-cart-btn';
/** Anyone can call the image service: the parameter and each value are bounded. */
export const EMAIL_LOOK_MAX_CHARS = 1000;
const MAX_TITLE = 120;
const MAX_STYLE_VALUE = 40;

export type EmailLook = Record<string, unknown>;

/** The card-look part of the desktop options: only what the image reads, nothing else. */
export function emailLookOf(desktop: Record<string, unknown>): EmailLook {
  const look: EmailLook = {};
  if (desktop.emailCardVariant !== undefined) look.emailCardVariant = desktop.emailCardVariant;
  for (const key of [...EMAIL_LOOK_FLAGS, ...EMAIL_LOOK_TITLES]) if (desktop[key] !== undefined) look[key] = desktop[key];
  const button = ((desktop.style ?? {}) as Record<string, Record<string, unknown> | undefined>)[EMAIL_LOOK_BUTTON_ELEMENT] ?? {};
  const style: Record<string, unknown> = {};
  for (const key of EMAIL_LOOK_BUTTON) if (button[key] !== undefined) style[key] = button[key];
  if (Object.keys(style).length) look.style = { [EMAIL_LOOK_BUTTON_ELEMENT]: style };
  return look;
}

/** The slot URL's `look` value: always an object, so an unset field reads as unset, not as saved. */
export function emailLookParam(desktop: Record<string, unknown>): string {
  return JSON.stringify(emailLookOf(desktop));
}

/**
 * The image service's reading of `look`: the same fields, each checked; anything else is an
 * error with its reason (the route answers 400 with the placeholder picture).
 */
export function parseEmailLook(text: string): EmailLook {
  if (text.length > EMAIL_LOOK_MAX_CHARS) throw new Error('look is too long');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('look must be a JSON object');
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('look must be a JSON object');
  const input = raw as Record<string, unknown>;
  const known = new Set<string>(['emailCardVariant', 'style', ...EMAIL_LOOK_FLAGS, ...EMAIL_LOOK_TITLES]);
  for (const key of Object.keys(input)) if (!known.has(key)) throw new Error(`look has an unknown field: ${key.slice(0, 40)}`);
  const look: EmailLook = {};
  const variant = input.emailCardVariant;
  if (variant !== undefined) {
    if (!['v1', 'v2', 1, 2, '1', '2'].includes(variant as string)) throw new Error('look.emailCardVariant must be v1 or v2');
    look.emailCardVariant = variant;
  }
  for (const key of EMAIL_LOOK_FLAGS) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'boolean') throw new Error(`look.${key} must be true or false`);
    look[key] = input[key];
  }
  for (const key of EMAIL_LOOK_TITLES) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'string' || input[key].length > MAX_TITLE) throw new Error(`look.${key} must be a text of at most ${MAX_TITLE} characters`);
    look[key] = input[key];
  }
  if (input.style !== undefined) {
    const style = input.style as Record<string, unknown> | null;
    const keys = style && typeof style === 'object' && !Array.isArray(style) ? Object.keys(style) : null;
    if (!keys || keys.some((k) => k !== EMAIL_LOOK_BUTTON_ELEMENT)) throw new Error(`look.style may hold only ${EMAIL_LOOK_BUTTON_ELEMENT}`);
    const button = style![EMAIL_LOOK_BUTTON_ELEMENT] as Record<string, unknown> | undefined;
    if (button !== undefined) {
      if (!button || typeof button !== 'object' || Array.isArray(button)) throw new Error('look.style button must be an object');
      const out: Record<string, string | number> = {};
      for (const [prop, value] of Object.entries(button)) {
        if (!(EMAIL_LOOK_BUTTON as readonly string[]).includes(prop)) throw new Error(`look.style button has an unknown property: ${prop.slice(0, 40)}`);
        const ok = (typeof value === 'string' && value.length <= MAX_STYLE_VALUE) || (typeof value === 'number' && Number.isFinite(value));
        if (!ok) throw new Error(`look.style button ${prop} must be a short text or a number`);
        out[prop] = value as string | number;
      }
      look.style = { [EMAIL_LOOK_BUTTON_ELEMENT]: out };
    }
  }
  return look;
}

/** The document with the look's fields in place of its own (for the card image only). */
export function withEmailLook(doc: Record<string, unknown>, look: EmailLook): Record<string, unknown> {
  const widgetOpts = (doc.widgetOpts ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const desktop = { ...(widgetOpts.desktop ?? {}) };
  // The look replaces the card's settings whole: a field it lacks is unset in the editor.
  for (const key of ['emailCardVariant', ...EMAIL_LOOK_FLAGS, ...EMAIL_LOOK_TITLES]) delete desktop[key];
  const style = { ...((desktop.style ?? {}) as Record<string, unknown>) };
  delete style[EMAIL_LOOK_BUTTON_ELEMENT];
  const lookStyle = (look.style ?? {}) as Record<string, unknown>;
  Object.assign(desktop, look, { style: { ...style, ...lookStyle } });
  return { ...doc, widgetOpts: { ...widgetOpts, desktop } };
}
