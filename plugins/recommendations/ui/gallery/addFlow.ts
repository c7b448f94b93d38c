import type { RecTemplate } from '../../model/catalogue';
import { isCampaignRecipe } from '../../model/readiness';
import type { Place } from '../../model/places';

/** Recommendations the store already has from a template (archived ones do not count). */
export function instancesOf<R extends { template?: string | null; status: string }>(recs: readonly R[], t: RecTemplate): R[] {
  return recs.filter((r) => r.template === t.keyId && r.status !== 'archived');
}

/** Spec 2: checkout (CO) and thank-you (CNF) recommendations live in the platform's admin. */
export const isCheckoutPlace = (place: Place) => place === 'CO' || place === 'CNF';

/**
 * A template this store cannot be given by itself shows 'Contact Us': no page of the store
 * takes it, or it needs a campaign and the free plan has campaigns turned off
 * (HicPlusDisableAwsCampaigns, spec 5).
 */
export function canProvision(t: RecTemplate, places: readonly Place[], flags: Record<string, unknown> | undefined): boolean {
  if (!places.length) return false;
  return !(flags?.HicPlusDisableAwsCampaigns && t.productType === 'RECOMMENDATION' && isCampaignRecipe(t.qualifiedName));
}

/** What comes after a step of adding: a question, the page step, the admin, or the create call. */
export type AddStep =
  | { step: 'existing' }
  | { step: 'page'; places: Place[] }
  | { step: 'checkout'; place: Place }
  | { step: 'create'; place: Place };

/**
 * The add flow (spec 2): instances first ask Cancel / Add New / View Existing; a template that
 * fits several pages asks for one (unless a place tab already chose); checkout pages go to
 * the admin; the rest is created.
 */
export function nextStep(args: { instances: number; places: readonly Place[]; place?: Place; askedExisting: boolean }): AddStep {
  if (args.instances > 0 && !args.askedExisting) return { step: 'existing' };
  const place = args.place ?? (args.places.length === 1 ? args.places[0] : undefined);
  if (!place) return { step: 'page', places: [...args.places] };
  return isCheckoutPlace(place) ? { step: 'checkout', place } : { step: 'create', place };
}

/** The platform admin's checkout editor, from the shop's domain; none without one. */
export function checkoutEditorUrl(myShopifyDomain: string | null | undefined): string | null {
  if (!myShopifyDomain || !/^[a-z0-9][a-z0-9.-]*$/i.test(myShopifyDomain)) return null;
  return `https://${myShopifyDomain}/admin/settings/checkout/editor`;
}
