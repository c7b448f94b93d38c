/**
 * The email image and link service's URLs (recommendations spec 7: GET with site_id, rec_id,
 * qualified_name, type, optional slot_no, hash or email, optional cat_ids and items as JSON
 * lists, preview when not production). Shared by the HTML the merchant copies
 * (email-html.ts) and the server that answers it (server/email-images), so the two can never
 * disagree on a parameter name.
 */

/** One public path: `type` says whether the slot's image or its link is asked for. */
export const EMAIL_SLOT_PATH = '/email/v1/slot';
export const EMAIL_SLOT_TYPES = ['image', 'link'] as const;
export type EmailSlotType = (typeof EMAIL_SLOT_TYPES)[number];

/** Spec 4: load shows the placeholder, preview fetches real images of a draft, production is live. */
export const EMAIL_PREVIEW_MODES = ['load', 'preview', 'production'] as const;
export type EmailPreviewMode = (typeof EMAIL_PREVIEW_MODES)[number];

/** Slots of one email recommendation: desktop columns 1-6 times rows 1-4 (spec 9). */
export const EMAIL_MAX_SLOTS = 24;
/** The query's lists (cat_ids, items) are bounded: anyone can call the service. */
export const EMAIL_MAX_LIST = 50;

export interface EmailSlotQuery {
  siteId: string;
  recId: string;
  qualifiedName: string;
  type: EmailSlotType;
  slotNo: number;
  /** The provider's merge tag, written raw so the provider can substitute it per recipient. */
  variable: string;
  /** The variable holds the plain address (email=) rather than its SHA-256 (hash=). */
  unhashed: boolean;
  catIds?: readonly string[] | null;
  items?: readonly string[] | null;
  mode: EmailPreviewMode;
  /** The editor preview's cache buster (the saved version): never in the copied HTML. */
  stamp?: string;
  /** Previews only: the card's unsaved look (email-look.ts emailLookParam): never in the copied HTML. */
  look?: string;
}

const param = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

/**
 * The slot's URL on the console's origin. The recipient variable is NOT percent-encoded: the
 * email provider looks for its merge tag ("{{ email|hash_sha256 }}") literally in the HTML and
 * replaces it per recipient; an encoded tag would reach the server unsubstituted. The HTML
 * builder escapes the whole URL for its attribute.
 */
export function emailSlotUrl(origin: string, q: EmailSlotQuery): string {
  const parts = [
    param('site_id', q.siteId),
    param('rec_id', q.recId),
    param('qualified_name', q.qualifiedName),
    param('type', q.type),
    param('slot_no', String(q.slotNo)),
    `${q.unhashed ? 'email' : 'hash'}=${q.variable}`,
  ];
  if (q.catIds?.length) parts.push(param('cat_ids', JSON.stringify(q.catIds)));
  if (q.items?.length) parts.push(param('items', JSON.stringify(q.items)));
  if (q.mode === 'preview') parts.push('preview=true');
  if (q.mode === 'load') parts.push('preview=load');
  if (q.mode !== 'production' && q.stamp) parts.push(param('v', q.stamp));
  if (q.mode === 'preview' && q.look) parts.push(param('look', q.look));
  return `${origin.replace(/\/+$/, '')}${EMAIL_SLOT_PATH}?${parts.join('&')}`;
}

/**
 * A recipient value the provider did not substitute (the editor's own preview, a test send):
 * it still holds merge-tag syntax. The service then answers for an anonymous recipient.
 */
export function isUnsubstituted(value: string): boolean {
  return /\{\{|\}\}|\[\[|\]\]|\*\||\|\*|%%|\{\$|\$\{/.test(value);
}
