/**
 * The store preview's sample (spec 9): PREVIEW_SAMPLE_SIZE (25) products chosen from up to
 * PREVIEW_SAMPLE_FETCH (50) of the shop's, taken from its `products` action (the shop's own
 * products, or its sample items at 32.00 / 42.00 / inventory 14 when it has none), padded by
 * cloning with numbered titles when there are fewer. The agent renders a recommendation with
 * it when the recommendation has no answer of its own (sandbox/preview/sample.ts says when).
 */
import type { ApiService } from 'sdk';
import { PREVIEW_SAMPLE_FETCH, PREVIEW_SAMPLE_SIZE, type DeliveredProduct } from 'sdk/sandbox';
import type { ProductPreviewItem } from '../../../model/previewItem';

/** A product as the shop's products action answers it (spec 3's product preview item). */
export type ShopPreviewItem = ProductPreviewItem;

/** gid://shopify/Product/42 -> 42: the delivery answer's ids are the platform's plain ones. */
const plainId = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

/** Root-relative, as the delivery answer gives product pages, so links stay on the preview's origin. */
function pagePath(url: string): string {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
}

const money = (value: string | null) => (value === null || value === '' || !Number.isFinite(Number(value)) ? null : Number(value));

export function toSampleProduct(item: ShopPreviewItem): DeliveredProduct {
  const options = new Map<string, string[]>();
  for (const v of item.variants) {
    for (const o of v.selectedOptions) {
      // The platform's single "Title: Default Title" option is no option to choose.
      if (o.name === 'Title' && o.value === 'Default Title') continue;
      const values = options.get(o.name) ?? [];
      if (!values.includes(o.value)) values.push(o.value);
      options.set(o.name, values);
    }
  }
  return {
    id: plainId(item.id),
    title: item.title,
    handle: item.handle,
    vendor: '',
    url: pagePath(item.onlineStoreUrl),
    imageUrl: item.featuredImage?.originalSrc ?? '',
    rating: null,
    ratingCount: 0,
    options: [...options].map(([name, values]) => ({ name, values })),
    variants: item.variants.map((v) => ({
      id: plainId(v.id),
      title: v.title,
      price: money(v.price) ?? 0,
      compareAtPrice: money(v.compareAtPrice),
      availableForSale: v.availableForSale,
      inventoryQuantity: v.inventoryQuantity,
      selectedOptions: v.selectedOptions.map((o) => ({ ...o })),
    })),
  };
}

/**
 * `size` of `products`: those a shopper can buy first (that is what the fetched surplus is
 * for), in the shop's order; fewer than `size` are cycled through again as clones whose
 * titles carry their copy's number ("Tee (2)") and whose ids are their own.
 */
export function selectPreviewSample(products: DeliveredProduct[], size = PREVIEW_SAMPLE_SIZE): DeliveredProduct[] {
  if (!products.length || size < 1) return [];
  const buyable = (p: DeliveredProduct) => p.variants.some((v) => v.availableForSale);
  const chosen = [...products.filter(buyable), ...products.filter((p) => !buyable(p))].slice(0, size);
  const sample = [...chosen];
  for (let i = chosen.length; i < size; i++) {
    const base = chosen[i % chosen.length];
    const copy = Math.floor(i / chosen.length) + 1;
    sample.push({ ...base, id: `${base.id}-${copy}`, title: `${base.title} (${copy})` });
  }
  return sample;
}

/** The sample for this site's preview; [] when the shop cannot be reached (the agent then keeps its older choice). */
export async function loadPreviewSample(api: ApiService): Promise<DeliveredProduct[]> {
  try {
    const { products } = await api.fetch<{ products: ShopPreviewItem[] }>('/api2/shop/rec/action/products', { query: { num: PREVIEW_SAMPLE_FETCH }, silent: true });
    return selectPreviewSample(products.map(toSampleProduct));
  } catch {
    return [];
  }
}
