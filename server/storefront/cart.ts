/**
 * The cart's rules, apart from storage: what may be added, how many, and what a cart is
 * worth. Pages and the AJAX cart both go through these, so they refuse the same things.
 */
import type { CatalogProduct, CatalogVariant } from '../../plugins/recommendations/engine/types';
import type { CartLineRow } from '../db/schema';
import { CART_ERRORS } from './messages';

export const MAX_LINE_QUANTITY = 99;
export const MAX_LINES = 50;

export class CartError extends Error {
  constructor(
    readonly status: 400 | 404 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'CartError';
  }
}

/** A whole number 0..99 (min 1 when adding); anything else is a 400. */
export function parseQuantity(raw: unknown, min = 0): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,3}$/.test(text)) throw new CartError(400, CART_ERRORS.badQuantity);
  const n = Number(text);
  if (n < min || n > MAX_LINE_QUANTITY) throw new CartError(400, CART_ERRORS.badQuantity);
  return n;
}

/** Variant ids are platform numbers: digits only, as a number or a string. */
export function parseVariantId(raw: unknown): string {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,20}$/.test(text)) throw new CartError(400, CART_ERRORS.badId);
  return text;
}

export function findVariant(product: CatalogProduct, variantId: string): CatalogVariant {
  const variant = product.variants.find((v) => v.id === variantId);
  if (!variant) throw new CartError(404, CART_ERRORS.unknownVariant);
  return variant;
}

const displayTitle = (product: CatalogProduct, variant: CatalogVariant) =>
  variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`;

/** Refuses a quantity the variant cannot have (sold out, more than in stock). */
export function assertStock(product: CatalogProduct, variant: CatalogVariant, quantity: number): void {
  if (quantity <= 0) return;
  if (!variant.availableForSale) throw new CartError(422, CART_ERRORS.soldOut(displayTitle(product, variant)));
  if (product.tracksInventory && quantity > variant.inventoryQuantity) {
    throw new CartError(422, CART_ERRORS.onlyAvailable(variant.inventoryQuantity, displayTitle(product, variant)));
  }
  if (quantity > MAX_LINE_QUANTITY) throw new CartError(422, CART_ERRORS.onlyAvailable(MAX_LINE_QUANTITY, displayTitle(product, variant)));
}

/** Adds `quantity` of a variant (merging with its line); returns the new lines. */
export function addToLines(lines: readonly CartLineRow[], product: CatalogProduct, variantId: string, quantity: number): CartLineRow[] {
  const variant = findVariant(product, variantId);
  const existing = lines.find((l) => l.variantId === variantId);
  const next = (existing?.quantity ?? 0) + quantity;
  assertStock(product, variant, next);
  if (existing) return lines.map((l) => (l === existing ? { ...l, quantity: next } : l));
  if (lines.length >= MAX_LINES) throw new CartError(422, CART_ERRORS.tooManyLines);
  return [...lines, { variantId, productId: product.id, quantity }];
}

/** Sets a line's quantity; 0 removes it. The variant must be in the cart. */
export function setLineQuantity(lines: readonly CartLineRow[], product: CatalogProduct | undefined, variantId: string, quantity: number): CartLineRow[] {
  const existing = lines.find((l) => l.variantId === variantId);
  if (!existing) throw new CartError(400, CART_ERRORS.notInCart);
  if (quantity === 0) return lines.filter((l) => l !== existing);
  if (!product) throw new CartError(404, CART_ERRORS.unknownVariant);
  assertStock(product, findVariant(product, variantId), quantity);
  return lines.map((l) => (l === existing ? { ...l, quantity } : l));
}

export interface CartItem {
  product: CatalogProduct;
  variant: CatalogVariant;
  quantity: number;
  lineTotal: number;
}

export interface CartView {
  items: CartItem[];
  itemCount: number;
  subtotal: number;
}

/** The cart priced from the catalogue; lines whose product or variant is gone drop out. */
export function cartView(lines: readonly CartLineRow[], products: readonly CatalogProduct[]): CartView {
  const byId = new Map(products.map((p) => [p.id, p]));
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    const variant = product?.variants.find((v) => v.id === line.variantId);
    if (!product || !variant) continue;
    items.push({ product, variant, quantity: line.quantity, lineTotal: Math.round(variant.price * line.quantity * 100) / 100 });
  }
  const subtotal = Math.round(items.reduce((sum, i) => sum + i.lineTotal, 0) * 100) / 100;
  return { items, itemCount: items.reduce((sum, i) => sum + i.quantity, 0), subtotal };
}

/** The variant matching the chosen option values (option1..3 of the product form). */
export function variantForOptions(product: CatalogProduct, values: readonly (string | undefined)[]): CatalogVariant | undefined {
  return product.variants.find((v) => v.selectedOptions.every((o, i) => values[i] === o.value));
}
