import type { WidgetOpts } from './defaults';
import { REC_MESSAGES as M } from './messages';
import { basePlace, FORM_FACTORS, type FormFactor } from './places';

/** What a recipe/template asks the merchant to fill in (spec 5). */
export type TemplateNeed = 'category' | 'catIds' | 'maxp' | 'productIds';

export interface FieldError {
  /** Dotted path of the field, e.g. widgetOpts.desktop.location. */
  field: string;
  message: string;
}

/** The fields of a recommendation the rules read; everything is optional and unchecked. */
export interface RecLike {
  _id?: string;
  kind?: string;
  status?: string;
  place?: string;
  pageMatcher?: { handle?: unknown; path?: unknown } | null;
  category?: { id?: unknown } | null;
  catIds?: unknown;
  widgetOpts?: Partial<Record<FormFactor, WidgetOpts>> | null;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Spec 5: lists are split on commas and newlines, trimmed, empties dropped; empty is null. */
export function splitList(text: unknown): string[] | null {
  if (typeof text !== 'string') return null;
  const items = text.split(/[,\n\r]+/).map((s) => s.trim()).filter(Boolean);
  return items.length ? items : null;
}

/** Spec 5: a handle becomes /pages/{handle} unless it begins with '/'. */
export function customPagePath(matcher: RecLike['pageMatcher']): string {
  const path = typeof matcher?.path === 'string' ? matcher.path.trim() : '';
  if (path) return path;
  const handle = typeof matcher?.handle === 'string' ? matcher.handle.trim() : '';
  if (!handle) return '/pages/page-matching-missing';
  return handle.startsWith('/') ? handle : `/pages/${handle}`;
}

const enabledFactors = (rec: RecLike): FormFactor[] => FORM_FACTORS.filter((ff) => rec.widgetOpts?.[ff] && rec.widgetOpts[ff]!.disabled !== true);

/**
 * The field-level rules of spec 5 for saving a recommendation, with the spec's words.
 * `needs` comes from the recommendation's template (category, max price, product ids).
 */
export function validateRecommendation(rec: RecLike, needs: readonly TemplateNeed[] = []): FieldError[] {
  const errors: FieldError[] = [];
  const place = basePlace(rec.place ?? '');
  if (needs.includes('category') && place !== 'CAT' && blank(rec.category?.id)) errors.push({ field: 'category', message: M.category });
  if (needs.includes('catIds') && (!Array.isArray(rec.catIds) || rec.catIds.length === 0)) errors.push({ field: 'catIds', message: M.category });
  if (place === 'CUSTOM' && blank(rec.pageMatcher?.handle) && blank(rec.pageMatcher?.path)) {
    errors.push({ field: 'pageMatcher', message: M.required });
  }
  for (const ff of FORM_FACTORS) {
    const opts = rec.widgetOpts?.[ff];
    if (!opts) continue;
    if (needs.includes('maxp') && blank(opts.maxp)) errors.push({ field: `widgetOpts.${ff}.maxp`, message: M.maxPrice });
    if (needs.includes('productIds') && splitList(opts.productIds) === null && !Array.isArray(opts.productIds)) {
      errors.push({ field: `widgetOpts.${ff}.productIds`, message: M.required });
    }
  }
  if (rec.kind === 'online') {
    for (const ff of enabledFactors(rec)) {
      const opts = rec.widgetOpts![ff]!;
      if (opts.showInPopup !== true && blank(opts.location)) errors.push({ field: `widgetOpts.${ff}.location`, message: M.location });
    }
  }
  if (rec.kind === 'email') {
    const opts = rec.widgetOpts?.desktop ?? {};
    const providerChosen = !blank(opts.providerCode);
    if (!(providerChosen && rec.status === 'initial') && blank(opts.providerHash)) {
      errors.push({ field: 'widgetOpts.desktop.providerHash', message: M.hashedEmail });
    }
  }
  return errors;
}

/** Spec 5's warning (not an error): desktop and mobile email columns that differ. */
export function emailColumnsWarning(rec: RecLike): string | null {
  if (rec.kind !== 'email') return null;
  const desktop = rec.widgetOpts?.desktop?.tableCols;
  const mobile = rec.widgetOpts?.mobile?.tableCols;
  if (mobile === undefined || mobile === 1 || mobile === desktop || mobile === 'same') return null;
  return M.emailColumnsWarning;
}

/**
 * The pre-checks before Preview and Go Live (spec 5), first problem first. Email and
 * hyper-online recommendations skip the device checks.
 */
export function precheck(rec: RecLike | null | undefined, opts: { dirty?: boolean } = {}): string | null {
  if (!rec) return M.noRecommendation;
  if (opts.dirty) return M.unsavedChanges;
  if (!rec._id) return M.saveFirst;
  if (rec.status === 'initial') return M.notYetSaved;
  if (rec.kind === 'email' || rec.kind === 'hyper-online') return null;
  const enabled = enabledFactors(rec);
  if (!enabled.length) return M.noDevices;
  const missing = enabled.filter((ff) => rec.widgetOpts![ff]!.showInPopup !== true && blank(rec.widgetOpts![ff]!.location));
  if (missing.length) return M.noLocation(missing.map((ff) => (ff === 'desktop' ? 'Desktop' : 'Mobile')).join(' and '));
  return null;
}
