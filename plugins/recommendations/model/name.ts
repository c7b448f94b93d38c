import { findTemplate } from './catalogue';

/** The fields a recommendation's name is made of (a document, a list row or the editor's model). */
export interface NameSource {
  name?: string | null;
  template?: string | null;
  external?: string | null;
  widgetOpts?: { desktop?: { title?: unknown } | null } | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The title of the template a recommendation was made from ('' for none): what shoppers see when its title text is empty. */
export function templateTitle(template: string | null | undefined): string {
  return text(findTemplate(text(template))?.title);
}

/**
 * The one name a recommendation goes by everywhere (dashboard, editor navigator, confirmations):
 * the merchant's name, else the title shoppers see, else its template's name. Its external id
 * (a hex id for an unnamed one) is the last resort, for a document with none of these.
 */
export function recommendationName(rec: NameSource): string {
  return text(rec.name) || text(rec.widgetOpts?.desktop?.title) || templateTitle(rec.template) || text(rec.external);
}
