/** @jest-environment jsdom */
import { AGENCY_VIEW_KEY } from '../localKeys';
import { clearView, loadView, pickView, saveView } from './gridView';

describe('the saved Agency grid view', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps columns, sort and filter, and leaves out scroll and focus', () => {
    const view = pickView({
      sort: { sortModel: [{ colId: 'd30Revenue', sort: 'desc' }] },
      filter: { filterModel: { awsStatus: { filterType: 'text', type: 'equals', filter: 'active' } } },
      columnVisibility: { hiddenColIds: ['siteId'] },
      scroll: { top: 500, left: 0 },
      focusedCell: { colId: 'siteName', rowIndex: 3, rowPinned: null },
    });
    expect(Object.keys(view).sort()).toEqual(['columnVisibility', 'filter', 'sort']);
    saveView(view);
    expect(loadView()).toEqual(view);
    clearView();
    expect(loadView()).toBeUndefined();
  });

  it('ignores a damaged or older entry', () => {
    window.localStorage.setItem(AGENCY_VIEW_KEY, '{oops');
    expect(loadView()).toBeUndefined();
    window.localStorage.setItem(AGENCY_VIEW_KEY, JSON.stringify({ v: 0, view: { sort: {} } }));
    expect(loadView()).toBeUndefined();
  });
});
