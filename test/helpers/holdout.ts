// For stories about widgets, not about the holdout: a fresh browser is a new visitor, and one
// in ten of those is in the baseline (default 10 %), which sees no widget (issue 26 §2). Such a
// story sets the site's baseline share to 0 first instead of passing nine times in ten.
import type { HttpClient } from './http';

export async function holdNobodyOut(staff: HttpClient, siteId: string): Promise<void> {
  const current = await staff.get(`/api2/recommendation/holdout?site=${siteId}`);
  if (current.status !== 200) throw new Error(`reading the holdout of ${siteId}: ${current.status}`);
  const res = await staff.put('/api2/recommendation/holdout', { site: siteId, sharePct: 0, __v: current.body.__v });
  if (res.status !== 200) throw new Error(`turning the holdout of ${siteId} off: ${res.status} ${JSON.stringify(res.body)}`);
}
