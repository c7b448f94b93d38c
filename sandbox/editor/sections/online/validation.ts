import { findTemplate } from '../../../../plugins/recommendations/model/catalogue';
import { validateRecommendation, type RecLike, type TemplateNeed } from '../../../../plugins/recommendations/model/validate';
import { FORM_FACTORS } from '../../../../sdk/sandbox';
import type { Recommendation } from '../../model/RecommendationModel';

/** What the recommendation's recipe asks for (its template's needs; none for an unknown one). */
export function recipeNeeds(rec: Recommendation): readonly TemplateNeed[] {
  return findTemplate(rec.template)?.needs ?? [];
}

/** The recommendation as spec 5's rules read it, with each form factor's effective options. */
function asRecLike(rec: Recommendation): RecLike {
  return {
    _id: rec._id,
    kind: rec.kind,
    status: rec.status,
    place: rec.place,
    pageMatcher: rec.pageMatcher,
    category: rec.category,
    catIds: rec.catIds,
    widgetOpts: Object.fromEntries(FORM_FACTORS.map((ff) => [ff, { ...rec.resolved(ff), maxp: rec.opt(ff, 'maxp') }])),
  };
}

/**
 * Spec 5's messages by field path (category, catIds, pageMatcher, widgetOpts.desktop.location,
 * ...), from the same rules the API applies. Reading it inside an observer re-runs on edits.
 */
export function fieldErrors(rec: Recommendation): Map<string, string> {
  return new Map(validateRecommendation(asRecLike(rec), recipeNeeds(rec)).map((e) => [e.field, e.message]));
}
