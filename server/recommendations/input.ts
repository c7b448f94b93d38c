import { RECIPES } from '../../plugins/recommendations/engine/types';
import { GROWTH_BOTS, findTemplate } from '../../plugins/recommendations/model/catalogue';
import { SAFE_VALUE, STYLE_ELEMENTS } from '../../plugins/recommendations/model/css';
import { ADD_TO_CART_REDIRECTS, INSERT_MODES } from '../../plugins/recommendations/model/defaults';
import { EMAIL_CARD_VARIANTS } from '../../plugins/recommendations/model/email-options';
import { basePlace, FORM_FACTORS, isKind, PLATFORM_EDITOR, type RecKind } from '../../plugins/recommendations/model/places';
import { fieldLabel, TEXT_LIMITS } from '../../plugins/recommendations/model/fields';
import { BUTTON_LABEL_FIELDS } from '../../plugins/recommendations/model/textDefaults';
import { badRequest, HttpError } from '../lib/errors';
import { API_MESSAGES as A } from './messages';

/**
 * Type checks of the fields a client may write on a recommendation. Anything else is
 * refused with a 400 naming the field, so nothing odd reaches the database (and jsonb,
 * which cannot hold NUL characters, never answers a 500).
 */
type Check = (value: unknown, field: string) => void;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Named as the editor names the field ('Title Text (Desktop)'); the path rides along as `field` for API clients. */
const fail = (field: string, what: string) => new HttpError(400, `${fieldLabel(field)} must be ${what}`, undefined, { field });

const text = (max: number): Check => (v, f) => {
  if (typeof v !== 'string') throw fail(f, 'a string');
  if (v.length > max) throw fail(f, `at most ${max} characters`);
  if (v.includes('\u0000')) throw badRequest(A.nulChar(fieldLabel(f)));
};
const bool: Check = (v, f) => {
  if (typeof v !== 'boolean') throw fail(f, 'true or false');
};
const oneOf = (values: readonly (string | number)[]): Check => (v, f) => {
  if (!values.includes(v as string | number)) throw fail(f, `one of ${values.join(', ')}`);
};
const intIn = (min: number, max: number): Check => (v, f) => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw fail(f, `a whole number from ${min} to ${max}`);
};
/** Spec 5: number fields are numbers when finite, else the text the merchant typed. */
const numberOrText: Check = (v, f) => {
  if (typeof v === 'number' && Number.isFinite(v) && v >= 0) return;
  if (typeof v === 'string') return text(40)(v, f);
  throw fail(f, 'a number zero or greater, or text');
};
const object = (fields: Record<string, Check>): Check => (v, f) => {
  if (!isRecord(v)) throw fail(f, 'an object');
  for (const [key, value] of Object.entries(v)) {
    const check = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!check) throw badRequest(A.unknownField(`${f}.${key.slice(0, 60)}`));
    if (value !== null) check(value, `${f}.${key}`);
  }
};
const list = (max: number, item: Check): Check => (v, f) => {
  if (!Array.isArray(v)) throw fail(f, 'a list');
  if (v.length > max) throw fail(f, `a list of at most ${max} items`);
  v.forEach((x, i) => item(x, `${f}[${i}]`));
};
/** Free-form JSON (a hyper block's section): only size and NUL characters are checked. */
const json = (maxChars: number): Check => (v, f) => {
  const s = JSON.stringify(v);
  if (s.length > maxChars) throw fail(f, `at most ${maxChars} characters of JSON`);
  if (s.includes('\\u0000')) throw badRequest(A.nulChar(f));
};

const CSS_PROPERTY = /^-?[a-z][a-z0-9-]{0,60}$/;
const style: Check = (v, f) => {
  if (!isRecord(v)) throw fail(f, 'an object');
  for (const [element, props] of Object.entries(v)) {
    if (!(STYLE_ELEMENTS as readonly string[]).includes(element)) throw badRequest(A.unknownField(`${f}.${element.slice(0, 60)}`));
    if (props === null) continue;
    if (!isRecord(props)) throw fail(`${f}.${element}`, 'an object');
    for (const [prop, value] of Object.entries(props)) {
      if (!CSS_PROPERTY.test(prop)) throw fail(`${f}.${element}`, 'a map of CSS property names');
      if (value === null || (typeof value === 'number' && Number.isFinite(value))) continue;
      text(200)(value, `${f}.${element}.${prop}`);
      // A value must not end its rule or start markup: the CSS is generated from these.
      if (!SAFE_VALUE.test(value as string)) throw fail(`${f}.${element}.${prop}`, 'a CSS value without { } ; < > or \\');
    }
  }
};

const PER_VIEW = [0, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8];
const short = text(TEXT_LIMITS.short);
const buttonLabel = text(TEXT_LIMITS.buttonLabel);
/** A CSS length the runtime writes into the widget's CSS ("16px", "1rem"): no rule breakers. */
const cssLength: Check = (v, f) => {
  text(40)(v, f);
  if (!SAFE_VALUE.test(v as string)) throw fail(f, 'a CSS value without { } ; < > or \\');
};
const WIDGET_OPTS = (mobile: boolean): Record<string, Check> => ({
  disabled: bool, showInPopup: bool, location: text(TEXT_LIMITS.location), insert: oneOf(INSERT_MODES), insertBefore: bool, order: intIn(-1000, 1000),
  wrapperDivClasses: short, customClasses: short, style,
  widget: oneOf(['slider', 'grid', 'list']),
  navStyle: oneOf(['none', 'arrows', 'rectArrows', 'circArrows', 'squareArrows']),
  navShow: oneOf(['none', 'more']),
  productsPerView: oneOf(PER_VIEW), productWidth: text(40), gap: cssLength,
  gridCols: intIn(1, mobile ? 4 : 8), gridRows: intIn(1, 8), listCols: intIn(1, mobile ? 2 : 8), listRows: intIn(1, mobile ? 8 : 4),
  tableCols: (v, f) => (v === 'same' ? undefined : intIn(1, mobile ? 3 : 6)(v, f)), tableRows: intIn(1, mobile ? 8 : 4),
  showTitle: bool, title: text(TEXT_LIMITS.title), showProductImage: bool, showProductTitle: bool, showVariantTitle: bool, showProductVendor: bool,
  showProductPrice: bool, showProductComparePrice: bool, showProductSaleBadge: bool, saleBadgeLabel: short, showProductRating: bool,
  showProductAddToCart: bool, displayVariantOptions: oneOf(['never', 'always', 'dynamic']), testMode: bool, maxp: numberOrText,
  imgFit: oneOf(['cover', 'contain']), imgRatio: text(20),
  ...Object.fromEntries(BUTTON_LABEL_FIELDS.map((key) => [key, buttonLabel])),
  hideOutOfStockVariants: bool,
  addToCartRedirect: oneOf(ADD_TO_CART_REDIRECTS),
  category: object({ id: short, title: short, handle: short }),
  productIds: (v, f) => (Array.isArray(v) ? list(200, text(64))(v, f) : text(20_000)(v, f)),
  displayUnavailableItems: oneOf(['default', 'hide', 'show', 'show-end']),
  providerCode: text(40), providerHash: text(500), providerIsUnhashed: bool,
  emailCardVariant: oneOf(EMAIL_CARD_VARIANTS),
});

const BOT_NAMES = GROWTH_BOTS.map((b) => b.keyId);
const qualifiedName: Check = (v, f) => {
  text(100)(v, f);
  if (!(RECIPES as readonly string[]).includes(v as string) && !BOT_NAMES.includes(v as string)) throw badRequest(A.unknownRecipe(String(v).slice(0, 60)));
};
const place: Check = (v, f) => {
  text(110)(v, f);
  if (!basePlace(v as string)) throw fail(f, 'a page place (H, CAT, PDP, ..., or CUSTOM~handle)');
};

/** Fields a save may change. */
export const EDITABLE: Record<string, Check> = {
  name: text(TEXT_LIMITS.name),
  qualifiedName,
  enrichmentQualifiedName: (v, f) => qualifiedName(v, f),
  engine: text(40),
  scenario: text(40),
  place,
  pageMatcher: object({ handle: text(200), path: text(500) }),
  category: object({ id: short, title: short, handle: short }),
  catIds: list(200, object({ id: short, title: short })),
  showInPopup: bool,
  testMode: bool,
  js: text(100_000),
  css: text(100_000),
  scss: text(100_000),
  config: object({ altPreviewUrl: text(2000) }),
  hyperBlock: json(200_000),
  widgetOpts: object(Object.fromEntries(FORM_FACTORS.map((ff) => [ff, object(WIDGET_OPTS(ff === 'mobile'))]))),
};

/** Fields only a create may set. */
export const CREATE_ONLY = ['kind', 'editor', 'external', 'template'] as const;
/** Fields the server keeps: a save may send them unchanged, never different. */
export const READ_ONLY = ['status', 'displayStatus', 'everProduction', 'everUpdated', 'generatedCss', 'created', 'updated'] as const;

const EXTERNAL = /^[a-z0-9][a-z0-9-]{2,39}$/;

/** Checks every editable field present; null clears a field (it is removed on merge). */
export function checkEditable(fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) continue;
    EDITABLE[key](value, key);
  }
}

export interface CreateInput {
  kind: RecKind;
  editor?: string;
  external?: string;
  template?: string;
  fields: Record<string, unknown>;
}

/** The recommendation of POST /api2/recommendation/create, checked. */
export function readCreate(input: unknown): CreateInput {
  if (input === undefined || input === null) throw badRequest(A.missingRecommendation);
  if (!isRecord(input)) throw badRequest('recommendation must be an object');
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (Object.hasOwn(EDITABLE, key)) fields[key] = value;
    else if (!(CREATE_ONLY as readonly string[]).includes(key)) throw badRequest(key === '_id' || (READ_ONLY as readonly string[]).includes(key) ? A.readOnly(key) : A.unknownField(key.slice(0, 60)));
  }
  checkEditable(fields);
  const kind = input.kind ?? 'online';
  if (!isKind(kind)) throw badRequest('kind must be one of online, hyper-online, email');
  if (input.template !== undefined) text(60)(input.template, 'template');
  // The platform's own editor, or ours (the default).
  if (input.editor !== undefined) oneOf([PLATFORM_EDITOR, 'vitrine'])(input.editor, 'editor');
  if (input.external !== undefined && (typeof input.external !== 'string' || !EXTERNAL.test(input.external))) throw badRequest(A.badExternal);
  const template = input.template as string | undefined;
  if (template !== undefined && !findTemplate(template)) throw badRequest(A.unknownTemplate(template.slice(0, 60)));
  return { kind, editor: input.editor as string | undefined, external: input.external as string | undefined, template, fields };
}
