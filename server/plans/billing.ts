import type { Db } from '../db/database';
import { customBillingOf, type CustomBilling } from './catalogue';

/** The custom plan staff set in an applet document's billing sub-object, if any. */
export async function appletBilling(db: Db, siteId: string, applet: string): Promise<CustomBilling | null> {
  const row = await db.selectFrom('applet_docs').select('doc').where('site_id', '=', siteId).where('applet', '=', applet).executeTakeFirst();
  return customBillingOf(row?.doc);
}
