// The holdout arm of stored events: taken from the site's holdout and the batch's visitor on
// the server (the same hash the delivery answer used), never from anything the client sends,
// so a shopper cannot move their events into the other arm.
import type { RecEventRow } from '../analytics/recs/schema';
import type { Arm } from '../delivery/holdout';

export interface ArmSource {
  armOf(siteId: string, visitorId: string): Promise<Arm>;
}

/** Sets `arm` on every row of one visitor's batch (a batch holds one visitor: validate.ts). */
export async function stampArm(rows: RecEventRow[], siteId: string, visitorId: string | null, holdouts: ArmSource): Promise<RecEventRow[]> {
  if (!rows.length || !visitorId) return rows;
  const arm = await holdouts.armOf(siteId, visitorId);
  for (const row of rows) row.arm = arm;
  return rows;
}
