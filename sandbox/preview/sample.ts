/**
 * Which products the store preview renders a recommendation with (sdk/sandbox/preview.ts
 * RenderRequest.sample): the editor's own list when it sends one; the host's preview sample
 * when the recommendation is new (status 'initial': nothing saved yet for the delivery answer
 * to stand for) or the page's delivery answer has no products for it (not in the answer, or
 * its recipe returns nothing on this page); otherwise that answer's products.
 */
import type { DeliveredProduct, DeliveryPayload } from '../../sdk/sandbox/delivery';
import type { PreviewRecommendation } from '../../sdk/sandbox/preview';

export function previewProducts(rec: PreviewRecommendation, payload: DeliveryPayload, sample?: DeliveredProduct[]): DeliveredProduct[] {
  if (rec.products) return rec.products;
  const own = payload.recommendations.find((r) => r.id === rec.id)?.products ?? [];
  if (sample) return rec.status === 'initial' || !own.length ? sample : own;
  if (own.length) return own;
  // A host without a sample (before SDK 1.10.0): any products of the page stand in.
  return payload.recommendations.find((r) => r.products.length)?.products ?? [];
}
