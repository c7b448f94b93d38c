import { DATA_RULE_LABELS, DATA_RULE_LIMITS, dataRuleProblem } from '../../plugins/recommendations/model/dataRuleLimits';
import { splitList } from '../../plugins/recommendations/model/validate';
import { badRequest } from '../lib/errors';

/**
 * The site settings document of the recommendations applet (spec 3): card defaults, the
 * global title wrapper and style, the four data rules (text as typed, plus the derived
 * `...Array` the engine reads), and the stylesheet choice.
 */
export const DATA_RULES = ['excludeItems', 'excludeCollections', 'excludeTags', 'includeTags'] as const;
export const DERIVED = DATA_RULES.map((r) => `${r}Array`);
export const TITLE_PLACEHOLDER = '{titleText}';

export function defaultSiteSettings(): Record<string, unknown> {
  return withDerived({
    recDefaults: {
      preferredCardType: '',
      nativeCard: {
        snippet_name: 'product-card',
        card_product: 'card_product',
        show_secondary_image: true,
        show_vendor: false,
        show_rating: true,
        show_quick_add: false,
        show_variant_option_swatches: false,
        media_aspect_ratio: 'adapt',
      },
    },
    global: { title: `<h3 class="vitrine-title">${TITLE_PLACEHOLDER}</h3>`, style: {}, generatedCss: '' },
    excludeItems: '',
    excludeCollections: '',
    excludeTags: '',
    includeTags: '',
    themeCss: 'basic',
    themeVersion: 2,
  });
}

/** Spec 5: split on commas and newlines, trimmed, empties dropped; an empty list is null. */
export function withDerived(doc: Record<string, unknown>): Record<string, unknown> {
  const out = { ...doc };
  for (const rule of DATA_RULES) out[`${rule}Array`] = splitList(out[rule]);
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(v: unknown, field: string, max: number) {
  if (typeof v !== 'string') throw badRequest(`${field} must be a string`);
  if (v.length > max) throw badRequest(`${field} must be at most ${max} characters`);
  if (v.includes('\u0000')) throw badRequest(`${field} must not contain NUL characters`);
}

function only(v: unknown, field: string, keys: Record<string, (value: unknown, field: string) => void>) {
  if (!isRecord(v)) throw badRequest(`${field} must be an object`);
  for (const [k, value] of Object.entries(v)) {
    if (!Object.hasOwn(keys, k)) throw badRequest(`Unknown field: ${field}.${k.slice(0, 60)}`);
    keys[k](value, `${field}.${k}`);
  }
}

const bool = (v: unknown, f: string) => {
  if (typeof v !== 'boolean') throw badRequest(`${f} must be true or false`);
};
const str = (max: number) => (v: unknown, f: string) => text(v, f, max);

const NATIVE_CARD = {
  snippet_name: str(100), card_product: str(100), show_secondary_image: bool, show_vendor: bool, show_rating: bool,
  show_quick_add: bool, show_variant_option_swatches: bool, media_aspect_ratio: str(20),
};

const FIELDS: Record<string, (v: unknown, f: string) => void> = {
  recDefaults: (v, f) =>
    only(v, f, {
      preferredCardType: (x, g) => {
        if (x !== '' && x !== 'native') throw badRequest(`${g} must be '' (basic card) or 'native'`);
      },
      nativeCard: (x, g) => only(x, g, NATIVE_CARD),
    }),
  global: (v, f) =>
    only(v, f, {
      title: (x, g) => {
        text(x, g, 5000);
        if (x !== '' && !(x as string).includes(TITLE_PLACEHOLDER)) throw badRequest(`${g} must contain the ${TITLE_PLACEHOLDER} placeholder`);
      },
      style: (x, g) => {
        if (!isRecord(x)) throw badRequest(`${g} must be an object`);
        const json = JSON.stringify(x);
        if (json.length > 100_000) throw badRequest(`${g} is too large`);
        if (json.includes('\\u0000')) throw badRequest(`${g} must not contain NUL characters`);
      },
      generatedCss: str(200_000),
    }),
  ...Object.fromEntries(
    DATA_RULES.map((rule) => [
      rule,
      (v: unknown, f: string) => {
        // The limits in the screen's words first; then the shape and NUL rules every text has.
        const problem = typeof v === 'string' ? dataRuleProblem(DATA_RULE_LABELS[rule], v) : null;
        if (problem) throw badRequest(problem);
        text(v, f, DATA_RULE_LIMITS.maxChars);
      },
    ]),
  ),
  themeCss: (v, f) => {
    if (!['', 'basic', 'min'].includes(v as string)) throw badRequest(`${f} must be one of '', basic, min`);
  },
  themeVersion: (v, f) => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 100) throw badRequest(`${f} must be a number from 0 to 100`);
  },
};

/** Checks a whole document or a patch's fields; null (remove) is allowed in a patch. */
export function checkSettings(doc: Record<string, unknown>, opts: { patch: boolean }): void {
  for (const [key, value] of Object.entries(doc)) {
    if (DERIVED.includes(key)) throw badRequest(`${key} is read-only: it is derived from ${key.slice(0, -5)}`);
    if (!Object.hasOwn(FIELDS, key)) throw badRequest(`Unknown field: ${key.slice(0, 60)}`);
    if (value === null && opts.patch) continue;
    FIELDS[key](value, key);
  }
}
