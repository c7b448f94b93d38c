import type { RecEventRow } from '../analytics/recs/schema';
import { assignArm } from '../delivery/holdout';
import { stampArm } from './arm';

const SALT = 'salt-of-site';
const holdouts = { armOf: jest.fn(async (_site: string, visitor: string) => assignArm(visitor, SALT, 50)) };
const row = (arm: RecEventRow['arm'] = null) => ({ type: 'page-view', arm }) as RecEventRow;

describe('stampArm', () => {
  it('stamps every row of a batch with the arm the delivery hash gives the visitor, over whatever the row held', async () => {
    const visitors = Array.from({ length: 40 }, (_, i) => `visitor-${i}`);
    for (const visitor of visitors) {
      const rows = await stampArm([row('treatment'), row('baseline'), row()], 'site', visitor, holdouts);
      expect(rows.map((r) => r.arm)).toEqual(Array(3).fill(assignArm(visitor, SALT, 50)));
    }
    // Both arms occur at a 50 % share, so the check above saw each of them.
    expect(new Set(visitors.map((v) => assignArm(v, SALT, 50)))).toEqual(new Set(['baseline', 'treatment']));
  });

  it('asks nothing for a batch with no stored rows (QA only)', async () => {
    holdouts.armOf.mockClear();
    expect(await stampArm([], 'site', 'v', holdouts)).toEqual([]);
    expect(holdouts.armOf).not.toHaveBeenCalled();
  });
});
