import { REC_MESSAGES } from '../../plugins/recommendations/model/messages';
import type { Db } from '../db/database';
import { badRequest } from '../lib/errors';
import { customBillingOf, type CustomBilling } from './catalogue';

/** The custom plan staff set in an applet document's billing sub-object, if any. */
export async function appletBilling(db: Db, siteId: string, applet: string): Promise<CustomBilling | null> {
  const row = await db.selectFrom('applet_docs').select('doc').where('site_id', '=', siteId).where('applet', '=', applet).executeTakeFirst();
  return customBillingOf(row?.doc);
}

/**
 * A custom plan staff write must be usable: a price zero or greater (spec 5's words), a
 * yes/no yearly and a short title. Null or absent billing is "no custom plan".
 */
export function assertBillingValid(doc: Record<string, unknown>): void {
  const billing = doc.billing;
  if (billing === undefined || billing === null) return;
  if (typeof billing !== 'object' || Array.isArray(billing)) throw badRequest('billing must be an object with price, yearly and title');
  const { price, yearly, title } = billing as Record<string, unknown>;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) throw badRequest(REC_MESSAGES.valueZeroOrGreater);
  if (yearly !== undefined && typeof yearly !== 'boolean') throw badRequest('billing.yearly must be true or false');
  if (title !== undefined && (typeof title !== 'string' || title.length > 100)) throw badRequest('billing.title must be text of at most 100 characters');
}
