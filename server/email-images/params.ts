/**
 * The query of GET /email/v1/slot (plugins/recommendations/model/email-links.ts), checked
 * field by field. Anyone who opens an email calls it, so every value is bounded; anything
 * off-shape is a BadSlotQuery with the field's name (the route answers 400, with the
 * placeholder picture for an image so an email never shows a broken image).
 */
import { createHash } from 'node:crypto';
import { RECIPES, type Recipe } from '../../plugins/recommendations/engine/types';
import { EMAIL_MAX_LIST, EMAIL_MAX_SLOTS, EMAIL_SLOT_TYPES, isUnsubstituted, type EmailPreviewMode, type EmailSlotType } from '../../plugins/recommendations/model/email-links';
import { EMAIL_LOOK_MAX_CHARS, parseEmailLook, type EmailLook } from '../../plugins/recommendations/model/email-look';
import { isId } from '../lib/ids';

const LIST_ID = /^[A-Za-z0-9_:/.-]{1,128}$/;
const HASH = /^[A-Za-z0-9+/=_-]{8,128}$/;
// v: the editor preview's cache buster (email-links.ts stamp); read by no one.
const KNOWN = new Set(['site_id', 'rec_id', 'qualified_name', 'type', 'slot_no', 'hash', 'email', 'cat_ids', 'items', 'preview', 'v', 'look']);

export class BadSlotQuery extends Error {
  readonly type: EmailSlotType;
  constructor(message: string, type: EmailSlotType) {
    super(message);
    this.type = type;
  }
}

export interface SlotQuery {
  siteId: string;
  recId: string;
  /** The recipe the HTML was built for; the saved document decides in production. */
  qualifiedName: Recipe | null;
  type: EmailSlotType;
  slotNo: number;
  /** The engine's visitor id for this recipient, null when anonymous (no or unsubstituted variable). */
  recipient: string | null;
  catIds: string[] | null;
  items: string[] | null;
  mode: EmailPreviewMode;
  /** The editor preview's unsaved card look (preview mode only), null for the saved one. */
  look: EmailLook | null;
}

/**
 * One key per person whichever way the provider names them: the SHA-256 of the trimmed,
 * lower-cased address, as the hashed providers send it.
 */
export function recipientKey(hash: string | undefined, email: string | undefined): string | null {
  if (email !== undefined && !isUnsubstituted(email)) {
    const address = email.trim().toLowerCase();
    if (!address.includes('@')) return null;
    return `email:${createHash('sha256').update(address).digest('hex')}`;
  }
  if (hash !== undefined && !isUnsubstituted(hash) && HASH.test(hash.trim())) return `email:${hash.trim().toLowerCase()}`;
  return null;
}

export function readSlotQuery(rawQuery: unknown): SlotQuery {
  const query = (rawQuery ?? {}) as Record<string, unknown>;
  const typeRaw = query.type;
  const type: EmailSlotType = typeRaw === 'link' ? 'link' : 'image';
  const fail = (message: string): never => {
    throw new BadSlotQuery(message, type);
  };
  const single = (key: string, max: number): string | undefined => {
    const value = query[key];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return fail(`${key} must be given once`);
    if (value.length > max) return fail(`${key} is too long`);
    return value;
  };
  const list = (key: string): string[] | null => {
    const text = single(key, EMAIL_MAX_LIST * 140);
    if (text === undefined) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return fail(`${key} must be a JSON list`);
    }
    if (!Array.isArray(parsed) || parsed.length > EMAIL_MAX_LIST) return fail(`${key} must be a JSON list of at most ${EMAIL_MAX_LIST} ids`);
    // Category lists may hold {id, title} objects as the document stores them.
    const ids = parsed.map((v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v));
    if (!ids.every((id): id is string => typeof id === 'string' && LIST_ID.test(id))) return fail(`${key} must be a JSON list of ids`);
    return ids.length ? ids : null;
  };

  for (const key of Object.keys(query)) if (!KNOWN.has(key)) fail(`Unknown parameter: ${key.slice(0, 40)}`);
  if (typeRaw !== undefined && !(EMAIL_SLOT_TYPES as readonly unknown[]).includes(typeRaw)) fail('type must be image or link');
  const siteId = single('site_id', 24);
  if (!isId(siteId)) fail('site_id must be a 24-character hex id');
  const recId = single('rec_id', 24);
  if (!isId(recId)) fail('rec_id must be a 24-character hex id');
  const qn = single('qualified_name', 40);
  if (qn !== undefined && !(RECIPES as readonly string[]).includes(qn)) fail('qualified_name must be a recipe');
  const slotText = single('slot_no', 2) ?? '0';
  if (!/^\d{1,2}$/.test(slotText) || Number(slotText) >= EMAIL_MAX_SLOTS) fail(`slot_no must be a whole number from 0 to ${EMAIL_MAX_SLOTS - 1}`);
  const preview = single('preview', 10);
  if (preview !== undefined && preview !== 'true' && preview !== 'load') fail('preview must be true or load');
  const lookText = single('look', EMAIL_LOOK_MAX_CHARS);
  let look: EmailLook | null = null;
  if (lookText !== undefined) {
    if (preview !== 'true') fail('look is for previews only (preview=true)');
    try {
      look = parseEmailLook(lookText);
    } catch (error) {
      fail((error as Error).message);
    }
  }
  return {
    siteId: siteId!,
    recId: recId!,
    qualifiedName: (qn as Recipe | undefined) ?? null,
    type,
    slotNo: Number(slotText),
    recipient: recipientKey(single('hash', 256), single('email', 320)),
    catIds: list('cat_ids'),
    items: list('items'),
    mode: preview === 'true' ? 'preview' : preview === 'load' ? 'load' : 'production',
    look,
  };
}
