/**
 * JSON in the shape of the platform's storefront AJAX API (products.json, /products/{h}.js,
 * /cart.js), so widget code written for the platform works here unchanged. Ids are numbers
 * and prices strings in products.json; the cart speaks minor units (cents), as the platform does.
 */
import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import type { CartItem, CartView } from './cart';
import { cents } from './html';

const money2 = (n: number | null) => (n === null ? null : n.toFixed(2));

export function productsJson(product: CatalogProduct, origin: string) {
  return {
    id: Number(product.id),
    title: product.title,
    handle: product.handle,
    body_html: product.descriptionHtml,
    vendor: product.vendor,
    product_type: product.productType,
    created_at: product.createdAt,
    tags: product.tags,
    variants: product.variants.map((v, i) => ({
      id: Number(v.id),
      product_id: Number(product.id),
      title: v.title,
      option1: v.selectedOptions[0]?.value ?? 'Default Title',
      option2: v.selectedOptions[1]?.value ?? null,
      option3: v.selectedOptions[2]?.value ?? null,
      sku: v.sku,
      price: money2(v.price),
      compare_at_price: money2(v.compareAtPrice),
      available: v.availableForSale,
      position: i + 1,
    })),
    images: [{ id: Number(product.id), src: `${origin}${product.imageUrl}`, width: 400, height: 400, position: 1 }],
    options: product.options.map((o, i) => ({ name: o.name, position: i + 1, values: o.values })),
  };
}

/** /products/{handle}.js: the product as the theme's scripts see it (cents). */
export function productJs(product: CatalogProduct) {
  return {
    id: Number(product.id),
    title: product.title,
    handle: product.handle,
    description: product.descriptionHtml,
    vendor: product.vendor,
    type: product.productType,
    tags: product.tags,
    price: cents(product.price),
    compare_at_price: product.compareAtPrice === null ? null : cents(product.compareAtPrice),
    available: product.available,
    featured_image: product.imageUrl,
    images: [product.imageUrl],
    url: `/products/${product.handle}`,
    rating: product.rating,
    rating_count: product.ratingCount,
    options: product.options.map((o, i) => ({ name: o.name, position: i + 1, values: o.values })),
    variants: product.variants.map((v) => ({
      id: Number(v.id),
      title: v.title,
      options: v.selectedOptions.map((o) => o.value),
      price: cents(v.price),
      compare_at_price: v.compareAtPrice === null ? null : cents(v.compareAtPrice),
      available: v.availableForSale,
      inventory_quantity: v.inventoryQuantity,
      sku: v.sku,
    })),
  };
}

export function lineItemJson(item: CartItem) {
  const { product, variant } = item;
  return {
    key: variant.id,
    id: Number(variant.id),
    variant_id: Number(variant.id),
    product_id: Number(product.id),
    title: variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`,
    product_title: product.title,
    variant_title: variant.title === 'Default Title' ? null : variant.title,
    quantity: item.quantity,
    price: cents(variant.price),
    original_price: cents(variant.price),
    final_price: cents(variant.price),
    line_price: cents(item.lineTotal),
    final_line_price: cents(item.lineTotal),
    compare_at_price: variant.compareAtPrice === null ? null : cents(variant.compareAtPrice),
    sku: variant.sku,
    vendor: product.vendor,
    product_type: product.productType,
    handle: product.handle,
    url: `/products/${product.handle}?variant=${variant.id}`,
    image: product.imageUrl,
    available: variant.availableForSale,
  };
}

export function cartJson(cart: CartView, token: string, currency: string) {
  return {
    token,
    note: '',
    attributes: {},
    currency,
    item_count: cart.itemCount,
    total_price: cents(cart.subtotal),
    original_total_price: cents(cart.subtotal),
    total_discount: 0,
    requires_shipping: cart.items.length > 0,
    items: cart.items.map(lineItemJson),
  };
}
