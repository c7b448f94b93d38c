import { createHash } from 'node:crypto';
import { badRequest, HttpError } from '../lib/errors';
import type { CustomDiscountKind, Discount, DynamicDiscountInput } from '../../plugins/recommendations/model/discounts';

/**
 * The demo platform's discounts and caches: kept in the shop's state document, shaped like
 * the platform's discount nodes (recommendations spec 3 "Discount").
 */
export const MAX_DISCOUNTS = 200;
export const CACHE_TYPES = ['e', 'r', 'q', 'd', 'a', 'c'] as const;
export type CacheType = (typeof CACHE_TYPES)[number];

export interface DiscountState {
  discounts: Discount[];
  /** When each product cache type was last cleared (ISO). */
  productCacheClearedAt: Partial<Record<CacheType, string>>;
  tagCacheClearedAt: string | null;
}

const KIND_SHAPE: Record<CustomDiscountKind, { category: Discount['category']; type: string; discountClass: string }> = {
  code_basic: { category: 'code', type: 'DiscountCodeBasic', discountClass: 'PRODUCT' },
  code_free_ship: { category: 'code', type: 'DiscountCodeFreeShipping', discountClass: 'SHIPPING' },
  auto_basic: { category: 'automatic', type: 'DiscountAutomaticBasic', discountClass: 'PRODUCT' },
  auto_bxgy: { category: 'automatic', type: 'DiscountAutomaticBxgy', discountClass: 'PRODUCT' },
  auto_app: { category: 'automatic', type: 'DiscountAutomaticApp', discountClass: 'ORDER' },
};

/** Platform-style ids: stable for a shop and its nth discount. */
const discountId = (shop: string, n: number, category: Discount['category']) =>
  `gid://shopify/Discount${category === 'code' ? 'Code' : 'Automatic'}Node/${parseInt(createHash('sha256').update(`${shop}:${n}`).digest('hex').slice(0, 10), 16)}`;

function room(state: DiscountState) {
  if (state.discounts.length >= MAX_DISCOUNTS) throw new HttpError(409, `A shop can have at most ${MAX_DISCOUNTS} discounts here`);
}

export function addDynamicDiscount(state: DiscountState, shop: string, input: DynamicDiscountInput, now: Date): Discount {
  room(state);
  const summary = `${input.percentage}% off one-time purchase products`;
  const combines = [input.combineProductDiscounts && 'product discounts', input.combineShippingDiscounts && 'shipping discounts'].filter(Boolean);
  const discount: Discount = {
    id: discountId(shop, state.discounts.length + 1, 'code'),
    title: input.title,
    shortSummary: summary,
    category: 'code',
    type: 'DiscountCodeBasic',
    summary: `${summary} • Code prefix ${input.external} • ${combines.length ? `Combines with ${combines.join(' and ')}` : "Can't combine with other discounts"}`,
    startsAt: now.toISOString(),
    endsAt: null,
    discountClass: 'PRODUCT',
    usageCount: 0,
    usageLimit: null,
  };
  state.discounts.push(discount);
  return discount;
}

const optionalIso = (v: unknown, field: string): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length > 40 || Number.isNaN(Date.parse(v))) throw badRequest(`discount.${field} must be a date-time`);
  return new Date(v).toISOString();
};

/** A custom discount from the platform-shaped JSON the staff tool sends. */
export function addCustomDiscount(state: DiscountState, shop: string, kind: CustomDiscountKind, input: Record<string, unknown>, now: Date): Discount {
  room(state);
  const json = JSON.stringify(input);
  if (json.length > 20_000) throw badRequest('discount is too large');
  // jsonb cannot hold NUL characters: refuse them here rather than fail in the database.
  if (json.includes('\\u0000')) throw badRequest('discount must not contain NUL characters');
  const title = input.title;
  if (typeof title !== 'string' || !title.trim() || title.length > 255 || title.includes('\u0000')) throw badRequest('discount.title must be 1-255 characters');
  const usageLimit = input.usageLimit ?? null;
  if (usageLimit !== null && (typeof usageLimit !== 'number' || !Number.isInteger(usageLimit) || usageLimit < 1)) throw badRequest('discount.usageLimit must be a whole number of at least 1');
  const shape = KIND_SHAPE[kind];
  const summary = typeof input.summary === 'string' ? input.summary.slice(0, 500) : `${shape.type.replace('Discount', '')} discount`;
  const discount: Discount = {
    id: discountId(shop, state.discounts.length + 1, shape.category),
    title: title.trim(),
    shortSummary: summary,
    category: shape.category,
    type: shape.type,
    summary,
    startsAt: optionalIso(input.startsAt, 'startsAt') ?? now.toISOString(),
    endsAt: optionalIso(input.endsAt, 'endsAt'),
    discountClass: shape.discountClass,
    usageCount: 0,
    usageLimit,
  };
  state.discounts.push(discount);
  return discount;
}

export function normalizeDiscounts(raw: unknown): Discount[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((d): d is Discount => typeof d === 'object' && d !== null && typeof (d as Discount).id === 'string' && typeof (d as Discount).title === 'string');
}

export function normalizeCacheTimes(raw: unknown): DiscountState['productCacheClearedAt'] {
  const out: DiscountState['productCacheClearedAt'] = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const t of CACHE_TYPES) {
    const v = (raw as Record<string, unknown>)[t];
    if (typeof v === 'string') out[t] = v;
  }
  return out;
}
