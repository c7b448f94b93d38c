/**
 * How the email sections read and write the recommendation: an email has one layout, kept in
 * the desktop options (the image service and the copied HTML read them there); only the
 * phone's column count lives in the mobile options.
 */
import type { EmailHtmlRec } from '../../../../plugins/recommendations/model/email-html';
import type { RecLike } from '../../../../plugins/recommendations/model/validate';
import type { Recommendation } from '../../model/RecommendationModel';

export const EMAIL_FF = 'desktop' as const;

/** One desktop option, untyped: the email fields are plain values. */
export const emailOpt = (rec: Recommendation, key: string): unknown => rec.widgetOpts.desktop.get(key);
export const setEmailOpt = (rec: Recommendation, key: string, value: unknown) => rec.setOpt(EMAIL_FF, key as never, value as never);

/** The document as the shared validation rules read it (plugins/recommendations/model/validate). */
export function recLike(rec: Recommendation): RecLike {
  const preview = rec.preview;
  return { _id: rec._id, kind: rec.kind, status: rec.status, widgetOpts: { desktop: { ...preview.widgetOpts.desktop }, mobile: { ...preview.widgetOpts.mobile } } };
}

/** The CTA button's style map (spec 3 style, element product-add-to-cart-btn). */
export const BUTTON_ELEMENT = 'product-add-to-cart-btn';
export function buttonStyle(rec: Recommendation): Record<string, string> {
  const style = (emailOpt(rec, 'style') ?? {}) as Record<string, Record<string, string> | undefined>;
  return style[BUTTON_ELEMENT] ?? {};
}
export function setButtonStyle(rec: Recommendation, property: string, value: string) {
  const style = { ...((emailOpt(rec, 'style') ?? {}) as Record<string, Record<string, string>>) };
  const button = { ...(style[BUTTON_ELEMENT] ?? {}) };
  if (value === '') delete button[property];
  else button[property] = value;
  style[BUTTON_ELEMENT] = button;
  setEmailOpt(rec, 'style', style);
}

/** The model as the pure HTML builder reads it (plugins/recommendations/model/email-html). */
export function toEmailHtmlRec(rec: Recommendation): EmailHtmlRec {
  return {
    id: rec._id,
    qualifiedName: rec.qualifiedName,
    css: rec.css,
    widgetOpts: { desktop: Object.fromEntries(rec.widgetOpts.desktop.entries()), mobile: Object.fromEntries(rec.widgetOpts.mobile.entries()) },
  };
}
