/**
 * Spec 3's "Product preview item": what the shop's `products` action answers (the server's
 * server/catalog/preview-item.ts makes them) and what the console's preview sample reads. Ids in
 * the platform's global-id form; the image and store URLs absolute on the storefront origin.
 */
export interface ProductPreviewItem {
  id: string;
  title: string;
  handle: string;
  variants: Array<{
    id: string;
    availableForSale: boolean;
    inventoryQuantity: number;
    compareAtPrice: string | null;
    price: string;
    title: string;
    selectedOptions: Array<{ name: string; value: string }>;
  }>;
  featuredImage: { originalSrc: string };
  onlineStoreUrl: string;
  tracksInventory: boolean;
  totalInventory: number;
}
