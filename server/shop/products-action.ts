/**
 * The `products` shop action (GET /api2/shop/rec/action/products?psid=&num=&match=): the shop's
 * catalogue as spec 3's product preview items, for the console's previews; with `match`, the
 * editor's product picker: the product with that id first, then every product whose title,
 * vendor, type or tags hold each word (never samples: a search finds real products or nothing). A shop without
 * products gets sample items instead (spec 9: price 32.00, compare-at 42.00, inventory 14),
 * cloned with numbered titles until there are `num` of them.
 */
import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import { listProducts, productById, searchProducts } from '../catalog/repository';
import { toPreviewItem, type ProductPreviewItem } from '../catalog/preview-item';
import type { AppContext } from '../http/context';
import type { ShopCall } from './platform';

export const DEFAULT_PRODUCTS = 25;
export const MAX_PRODUCTS = 50;
export const SAMPLE_PRICE = '32.00';
export const SAMPLE_COMPARE_AT_PRICE = '42.00';
export const SAMPLE_INVENTORY = 14;

const SAMPLE_TITLES = ['Sample Classic Tee', 'Sample Canvas Tote', 'Sample Ceramic Mug', 'Sample Wool Beanie', 'Sample Linen Napkins'];
const SAMPLE_COLORS = ['#5b7fa3', '#a36b5b', '#6ba35b', '#8f5ba3', '#a39a5b'];

/** A square placeholder picture, inline so a sample needs no image host. */
function sampleImage(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${color}"/><rect x="120" y="120" width="160" height="160" rx="16" fill="#fff" opacity=".35"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** `count` sample items: the five bases, then clones of them, every title numbered. */
export function sampleProducts(count: number, storefrontOrigin: string): ProductPreviewItem[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const base = i % SAMPLE_TITLES.length;
    const id = String(9_000_000_000_000 + n);
    const handle = `sample-product-${n}`;
    return {
      id: `gid://shopify/Product/${id}`,
      title: `${SAMPLE_TITLES[base]} ${n}`,
      handle,
      variants: [
        {
          id: `gid://shopify/ProductVariant/${id}1`,
          availableForSale: true,
          inventoryQuantity: SAMPLE_INVENTORY,
          compareAtPrice: SAMPLE_COMPARE_AT_PRICE,
          price: SAMPLE_PRICE,
          title: 'Default Title',
          selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        },
      ],
      featuredImage: { originalSrc: sampleImage(SAMPLE_COLORS[base]) },
      // Samples have no page of their own: they lead to the shop's catalogue.
      onlineStoreUrl: new URL('/collections/all', storefrontOrigin).toString(),
      tracksInventory: true,
      totalInventory: SAMPLE_INVENTORY,
    };
  });
}

/** The answer for a shop's first `num` products: their preview items, or samples when there are none. */
export function previewItems(products: CatalogProduct[], num: number, storefrontOrigin: string): { products: ProductPreviewItem[]; sample: boolean } {
  if (!products.length) return { products: sampleProducts(num, storefrontOrigin), sample: true };
  return { products: products.slice(0, num).map((p) => toPreviewItem(p, storefrontOrigin)), sample: false };
}

export async function productsAction(ctx: AppContext, call: ShopCall, num: number, match = '') {
  if (match.trim()) {
    // An id as the picker shows it (gid://shopify/Product/N) or as Product IDs lists take it (N).
    const id = match.trim().replace(/^gid:\/\/shopify\/Product\//, '');
    const [byId, byText] = await Promise.all([productById(ctx.db, call.site.id, id), searchProducts(ctx.db, call.site.id, match, num)]);
    const found = [...(byId?.published ? [byId] : []), ...byText.filter((p) => p.id !== byId?.id)].slice(0, num);
    return { products: found.map((p) => toPreviewItem(p, call.storefrontOrigin)), sample: false };
  }
  const products = await listProducts(ctx.db, call.site.id, num);
  return previewItems(products, num, call.storefrontOrigin);
}
