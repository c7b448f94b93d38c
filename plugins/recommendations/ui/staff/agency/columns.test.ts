import type { ColDef } from 'ag-grid-community';
import { AGENCY_COLUMNS, leafColumns } from './columns';
import { AGENCY } from './messages';
import type { AgencyRow } from './types';

describe('Agency Stats group headers (issue 32 item 27: they read "Site | Site | Merchant")', () => {
  it('never splits a group between the pinned and the scrolled columns (ag-grid draws such a group twice)', () => {
    for (const group of AGENCY_COLUMNS) {
      const pinned = new Set(group.children.map((c) => (c as ColDef<AgencyRow>).pinned ?? null));
      expect({ group: group.groupId, pinned: pinned.size }).toEqual({ group: group.groupId, pinned: 1 });
    }
  });

  it('names each group once, in order', () => {
    const named = AGENCY_COLUMNS.map((g) => g.headerName).filter(Boolean);
    expect(new Set(named).size).toBe(named.length);
    expect(named.slice(0, 2)).toEqual([AGENCY.groups.site, AGENCY.groups.merchant]);
  });

  it('lists the pinned site name under Site in the column chooser', () => {
    expect(leafColumns().find((c) => c.field === 'siteName')?.group).toBe(AGENCY.groups.site);
  });

  it("keeps every column's id its field (a group id equal to a field made ag-grid rename the column)", () => {
    const groupIds = new Set(AGENCY_COLUMNS.map((g) => g.groupId));
    expect(leafColumns().filter((c) => groupIds.has(c.field)).map((c) => c.field)).toEqual([]);
  });
});
