/** Spec 2's notices for the recommendation being edited, first the blocking ones. */
import { isHighestPlanOnly } from '../../../plugins/recommendations/model/availability';
import { basePlace, PLACE_LABELS } from '../../../plugins/recommendations/model/places';
import { isCampaignRecipe } from '../../../plugins/recommendations/model/readiness';
import type { EditorContext, FormFactor, RenderResult } from '../../../sdk/sandbox';
import { SHELL_MESSAGES as M } from './messages';

export interface Notice {
  text: string;
  intent: 'warning' | 'danger' | 'primary' | 'none';
}

export interface NoticeFacts {
  place: string;
  recPlace: string;
  channel: 'online' | 'email';
  pageMatcher?: { handle?: unknown; path?: unknown } | null;
  disabled: boolean;
  outcome: RenderResult | null;
  ff: FormFactor;
  /** The recipe: a campaign recipe needs provisioning the free plan may not have. */
  qualifiedName?: string;
  shop?: EditorContext['shop'];
  /** The place of the page the preview shows, when it stands on the Alternate Preview Path. */
  previewPathPlace?: string | null;
}

export const placeLabel = (place: string) => PLACE_LABELS[basePlace(place) ?? 'NA'];

/**
 * 'Unsupported page': the page (checkout) exists only on the highest store plan and this store
 * is below it. Shown for a place with or without a recommendation; unknown plan, no notice.
 */
export function unsupportedPageNotice(place: string, shop: EditorContext['shop']): Notice | null {
  return shop?.highestPlan === false && isHighestPlanOnly(place) ? { text: M.unsupportedPage, intent: 'danger' } : null;
}

export function noticesFor(f: NoticeFacts): Notice[] {
  const notices: Notice[] = [];
  const unsupported = unsupportedPageNotice(f.place || f.recPlace, f.shop);
  if (unsupported) notices.push(unsupported);
  // As the gallery's 'Contact Us': campaigns are off on this plan, and this recipe is one.
  if (f.shop?.campaignsOff && f.qualifiedName && isCampaignRecipe(f.qualifiedName)) notices.push({ text: M.provisioning, intent: 'warning' });
  if (f.channel === 'online' && f.place && f.recPlace !== 'SITEWIDE' && f.place !== f.recPlace) notices.push({ text: M.notOnThisPage, intent: 'warning' });
  if (basePlace(f.recPlace) === 'CUSTOM' && !f.pageMatcher?.handle && !f.pageMatcher?.path) notices.push({ text: M.customPageNeeded, intent: 'primary' });
  if (f.disabled || f.outcome?.outcome === 'disabled') notices.push({ text: M.disabled, intent: 'none' });
  else if (f.outcome?.outcome === 'location-not-found') notices.push({ text: M.locationNotFound, intent: 'warning' });
  // On the Alternate Preview Path the selected place stays the recommendation's own, so the
  // 'not on this page' notice does not fire: say why the page the merchant asked for is empty.
  else if (f.channel === 'online' && f.previewPathPlace && f.outcome?.outcome === 'other-page')
    notices.push({ text: M.previewPathOtherPage(placeLabel(f.previewPathPlace), placeLabel(f.recPlace)), intent: 'warning' });
  return notices;
}
