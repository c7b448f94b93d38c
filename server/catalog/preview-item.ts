/**
 * A catalogue product as the recommendations spec's "Product preview item" (spec 3): what the
 * console's preview sample and the shop's `products` action hand out. Ids in the platform's
 * global-id form; the image and store URLs absolute on the storefront origin.
 */
import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import type { ProductPreviewItem } from '../../plugins/recommendations/model/previewItem';

export type { ProductPreviewItem };

/** `storefrontOrigin`: the shop's own origin (server/lib/shop-origin.ts). */
export function toPreviewItem(product: CatalogProduct, storefrontOrigin: string): ProductPreviewItem {
  const url = (path: string) => new URL(path, storefrontOrigin).toString();
  return {
    id: `gid://shopify/Product/${product.id}`,
    title: product.title,
    handle: product.handle,
    variants: product.variants.map((v) => ({
      id: `gid://shopify/ProductVariant/${v.id}`,
      availableForSale: v.availableForSale,
      inventoryQuantity: v.inventoryQuantity,
      compareAtPrice: v.compareAtPrice === null ? null : v.compareAtPrice.toFixed(2),
      price: v.price.toFixed(2),
      title: v.title,
      selectedOptions: v.selectedOptions.map((o) => ({ ...o })),
    })),
    featuredImage: { originalSrc: new URL(product.imageUrl, storefrontOrigin).toString() },
    onlineStoreUrl: url(`/products/${product.handle}`),
    tracksInventory: product.tracksInventory,
    totalInventory: product.totalInventory,
  };
}
