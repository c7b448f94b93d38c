/**
 * The query of GET /delivery/v1/:siteId/recs (sdk/sandbox/delivery.ts DeliveryQuery), checked
 * field by field. Anyone on the internet can call the endpoint, so every value is bounded and
 * anything off-shape is a 400 with the field's name, never a 500.
 */
import { FIXED_PLACES, FORM_FACTORS, type FormFactor, type PagePlace } from '../../sdk/sandbox/delivery';
import { badRequest } from '../lib/errors';
import { isId } from '../lib/ids';

/** Platform-style numeric ids ("8100000000123"); a little slack, never markup or separators. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CUSTOM_PLACE = /^CUSTOM~[a-z0-9][a-z0-9_-]{0,99}$/;
const VISITOR = /^[A-Za-z0-9_-]{1,64}$/;
/** Longer than any token preview-token.ts signs: refused outright. */
const MAX_PREVIEW = 600;
const KNOWN = new Set(['place', 'product', 'collection', 'cart', 'visitor', 'viewed', 'ff', 'preview', 'qa']);

export const MAX_CART_IDS = 50;
export const MAX_VIEWED_IDS = 20;

export interface DeliveryParams {
  siteId: string;
  place: PagePlace;
  product?: string;
  collection?: string;
  cart: string[];
  visitor?: string;
  viewed: string[];
  ff: FormFactor;
  preview?: string;
  /** QA traffic (`?vitrine-qa=1`): always the treatment arm of the holdout. */
  qa: boolean;
}

export function checkSiteId(siteId: string): string {
  if (!isId(siteId)) throw badRequest('siteId must be a 24-character hex id');
  return siteId;
}

function single(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${key} must be given once`);
  return value;
}

function idList(query: Record<string, unknown>, key: string, max: number): string[] {
  const text = single(query, key);
  if (text === undefined) return [];
  if (text.length > max * 65) throw badRequest(`${key} must list at most ${max} product ids`);
  const ids = text.split(',').filter(Boolean);
  if (ids.length > max) throw badRequest(`${key} must list at most ${max} product ids`);
  if (!ids.every((id) => PRODUCT_ID.test(id))) throw badRequest(`${key} must be a comma-separated list of product ids`);
  return ids;
}

export function isPagePlace(value: string): value is PagePlace {
  return (FIXED_PLACES as readonly string[]).includes(value) || CUSTOM_PLACE.test(value);
}

/** The query of GET .../events/token: `visitor`, required (the token is that visitor's). */
export function readVisitorParam(rawQuery: unknown): string {
  const query = (rawQuery ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(query)) if (key !== 'visitor') throw badRequest(`Unknown parameter: ${key.slice(0, 40)}`);
  const visitor = single(query, 'visitor');
  if (visitor === undefined) throw badRequest('visitor is required');
  if (!VISITOR.test(visitor)) throw badRequest('visitor must be a visitor id');
  return visitor;
}

export function readDeliveryParams(siteId: string, rawQuery: unknown): DeliveryParams {
  checkSiteId(siteId);
  const query = (rawQuery ?? {}) as Record<string, unknown>;
  for (const key of Object.keys(query)) if (!KNOWN.has(key)) throw badRequest(`Unknown parameter: ${key.slice(0, 40)}`);
  const place = single(query, 'place');
  if (place === undefined) throw badRequest('place is required');
  if (!isPagePlace(place)) throw badRequest(`place must be one of ${FIXED_PLACES.join(', ')} or CUSTOM~{handle}`);
  const ff = single(query, 'ff') ?? 'desktop';
  if (!(FORM_FACTORS as readonly string[]).includes(ff)) throw badRequest('ff must be desktop or mobile');
  const id = (key: string) => {
    const value = single(query, key);
    if (value !== undefined && !PRODUCT_ID.test(value)) throw badRequest(`${key} must be an id`);
    return value;
  };
  const visitor = query.visitor === undefined || query.visitor === '' ? undefined : readVisitorParam({ visitor: query.visitor });
  const preview = single(query, 'preview');
  // A malformed or forged token is not an error: verification ignores it (the shopper's view).
  if (preview !== undefined && preview.length > MAX_PREVIEW) throw badRequest('preview must be a preview token');
  const qa = single(query, 'qa');
  if (qa !== undefined && qa !== '1') throw badRequest('qa must be 1');
  return {
    siteId,
    place,
    product: id('product'),
    collection: id('collection'),
    cart: idList(query, 'cart', MAX_CART_IDS),
    visitor,
    viewed: idList(query, 'viewed', MAX_VIEWED_IDS),
    ff: ff as FormFactor,
    preview,
    qa: qa === '1',
  };
}
