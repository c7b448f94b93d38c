import { CUSTOM_DISCOUNT_KINDS, type CustomDiscountKind, type DynamicDiscountInput } from '../../../model/discounts';
import { OFFERS } from './messages';

export interface DynamicDraft {
  title: string;
  external: string;
  percentage: string;
  combineProductDiscounts: boolean;
  combineShippingDiscounts: boolean;
}

export type DynamicErrors = Partial<Record<'title' | 'external' | 'percentage', string>>;

/** Spec 5: saving a dynamic discount needs its values. Returns the body, or the field errors. */
export function validateDynamic(d: DynamicDraft): { body?: DynamicDiscountInput; errors: DynamicErrors } {
  const errors: DynamicErrors = {};
  const title = d.title.trim();
  const external = d.external.trim();
  const pct = d.percentage.trim();
  if (!title) errors.title = OFFERS.needsValue(OFFERS.fields.title);
  if (!external) errors.external = OFFERS.needsValue(OFFERS.fields.external);
  else if (!/^[A-Za-z0-9_-]{1,40}$/.test(external)) errors.external = OFFERS.externalPattern;
  if (!pct) errors.percentage = OFFERS.needsValue(OFFERS.fields.percentage);
  else if (!/^\d{1,3}$/.test(pct) || Number(pct) < 1 || Number(pct) > 100) errors.percentage = OFFERS.percentageRange;
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    body: { title, external, percentage: Number(pct), combineProductDiscounts: d.combineProductDiscounts, combineShippingDiscounts: d.combineShippingDiscounts },
  };
}

/** Spec 5: a custom discount needs both discount and kind; the discount is a JSON object. */
export function validateCustom(kind: string, json: string): { body?: { kind: CustomDiscountKind; discount: Record<string, unknown> }; error?: string } {
  if (!(CUSTOM_DISCOUNT_KINDS as readonly string[]).includes(kind) || !json.trim()) return { error: OFFERS.needsBoth };
  let discount: unknown;
  try {
    discount = JSON.parse(json);
  } catch (err) {
    return { error: OFFERS.badJson(err instanceof Error ? err.message : String(err)) };
  }
  if (!discount || typeof discount !== 'object' || Array.isArray(discount)) return { error: OFFERS.notObject };
  return { body: { kind: kind as CustomDiscountKind, discount: discount as Record<string, unknown> } };
}
