/**
 * The checkout: the form's rules (contact, shipping address, a demo card) and placing the
 * order: stock checked and taken under row locks in PostgreSQL, the cart emptied, then the
 * order written to the analytics store's order tables.
 */
import { randomInt } from 'node:crypto';
import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import { insertPlacedOrder } from '../analytics/orders/write';
import type { AnalyticsDb } from '../analytics/store/types';
import type { Db } from '../db/database';
import { assertStock, CartError, cartView, findVariant } from './cart';
import { CART_ERRORS, CHECKOUT_ERRORS } from './messages';

export const COUNTRIES: ReadonlyArray<readonly [string, string]> = [
  ['US', 'United States'], ['CA', 'Canada'], ['GB', 'United Kingdom'], ['DE', 'Germany'], ['FR', 'France'], ['NL', 'Netherlands'],
  ['NO', 'Norway'], ['AU', 'Australia'], ['JP', 'Japan'], ['IE', 'Ireland'], ['ES', 'Spain'], ['IT', 'Italy'],
];

export const CHECKOUT_FIELDS = ['email', 'firstName', 'lastName', 'address1', 'address2', 'city', 'zip', 'country', 'cardName', 'cardNumber', 'cardExpiry', 'cardCvc'] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutValues = Record<CheckoutField, string>;

const LABELS: Record<CheckoutField, string> = {
  email: 'an email',
  firstName: 'a first name',
  lastName: 'a last name',
  address1: 'an address',
  address2: 'Apartment, suite, etc.',
  city: 'a city',
  zip: 'a ZIP or postal code',
  country: 'a country',
  cardName: 'the name on the card',
  cardNumber: 'a card number',
  cardExpiry: 'an expiry date',
  cardCvc: 'a security code',
};
const MAX_LENGTH = 120;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** Luhn checksum: what a card form checks before it ever talks to a payment service. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function expiryValid(text: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Reads and checks the checkout form; errors are per field, empty when it can be placed. */
export function validateCheckout(body: unknown, now = new Date()): { values: CheckoutValues; errors: Partial<Record<CheckoutField, string>> } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const values = Object.fromEntries(
    CHECKOUT_FIELDS.map((f) => [f, typeof input[f] === 'string' ? (input[f] as string).trim() : '']),
  ) as CheckoutValues;
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const field of CHECKOUT_FIELDS) {
    if (values[field].length > MAX_LENGTH) errors[field] = CHECKOUT_ERRORS.tooLong(field === 'address2' ? LABELS.address2 : 'This field');
    else if (!values[field] && field !== 'address2') errors[field] = CHECKOUT_ERRORS.required(LABELS[field]);
  }
  if (values.email && !errors.email && !EMAIL.test(values.email)) errors.email = CHECKOUT_ERRORS.email;
  if (values.country && !errors.country && !COUNTRIES.some(([code]) => code === values.country)) errors.country = CHECKOUT_ERRORS.country;
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  if (values.cardNumber && !errors.cardNumber && !(/^\d{13,19}$/.test(digits) && luhnValid(digits))) errors.cardNumber = CHECKOUT_ERRORS.cardNumber;
  if (values.cardExpiry && !errors.cardExpiry && !expiryValid(values.cardExpiry, now)) errors.cardExpiry = CHECKOUT_ERRORS.cardExpiry;
  if (values.cardCvc && !errors.cardCvc && !/^\d{3,4}$/.test(values.cardCvc)) errors.cardCvc = CHECKOUT_ERRORS.cardCvc;
  return { values, errors };
}

/** Takes `quantity` off a variant's stock and keeps the product's derived fields true. */
function takeStock(product: CatalogProduct, variantId: string, quantity: number): CatalogProduct {
  if (!product.tracksInventory) return product;
  const variants = product.variants.map((v) => {
    if (v.id !== variantId) return v;
    const inventoryQuantity = v.inventoryQuantity - quantity;
    return { ...v, inventoryQuantity, availableForSale: inventoryQuantity > 0 };
  });
  return {
    ...product,
    variants,
    available: variants.some((v) => v.availableForSale),
    totalInventory: variants.reduce((sum, v) => sum + v.inventoryQuantity, 0),
  };
}

export interface PlaceOrderInput {
  site: { id: string; currency: string };
  visitorId: string;
  email: string;
  now?: Date;
}

/** The demo checkout's one way to pay: the card form (no accelerated checkout on the demo shops). */
export const DEMO_PAYMENT_TYPE = 'credit card';

/** Places the visitor's cart as an order; returns its id. Throws CartError (422) for an empty cart or missing stock. */
export async function placeOrder(db: Db, analytics: AnalyticsDb, input: PlaceOrderInput): Promise<{ orderId: string; total: number }> {
  const now = input.now ?? new Date();
  const orderId = String(now.getTime() * 1000 + randomInt(0, 1000));
  const lines = await db.transaction().execute(async (trx) => {
    const cart = await trx
      .selectFrom('carts')
      .select('lines')
      .where('site_id', '=', input.site.id)
      .where('visitor_id', '=', input.visitorId)
      .forUpdate()
      .executeTakeFirst();
    if (!cart || !cart.lines.length) throw new CartError(422, CART_ERRORS.emptyCart);
    const rows = await trx
      .selectFrom('catalog_products')
      .select('doc')
      .where('site_id', '=', input.site.id)
      .where('id', 'in', [...new Set(cart.lines.map((l) => l.productId))])
      .where('published', '=', true)
      .orderBy('id')
      .forUpdate()
      .execute();
    const view = cartView(cart.lines, rows.map((r) => r.doc));
    if (!view.items.length) throw new CartError(422, CART_ERRORS.emptyCart);
    const updated = new Map<string, CatalogProduct>();
    for (const item of view.items) {
      const product = updated.get(item.product.id) ?? item.product;
      assertStock(product, findVariant(product, item.variant.id), item.quantity);
      updated.set(product.id, takeStock(product, item.variant.id, item.quantity));
    }
    for (const product of updated.values()) {
      await trx
        .updateTable('catalog_products')
        .set({ doc: JSON.stringify(product) })
        .where('site_id', '=', input.site.id)
        .where('id', '=', product.id)
        .execute();
    }
    await trx.deleteFrom('carts').where('site_id', '=', input.site.id).where('visitor_id', '=', input.visitorId).execute();
    return view;
  });
  await insertPlacedOrder(analytics, {
    orderId,
    siteId: input.site.id,
    visitorId: input.visitorId,
    placedAt: now,
    total: lines.subtotal,
    currency: input.site.currency,
    email: input.email,
    paymentType: DEMO_PAYMENT_TYPE,
    lines: lines.items.map((i) => ({ productId: i.product.id, variantId: i.variant.id, quantity: i.quantity, price: i.variant.price })),
  });
  return { orderId, total: lines.subtotal };
}
