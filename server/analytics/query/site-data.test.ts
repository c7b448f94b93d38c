import { KPI_SESSIONS } from '../../../plugins/checkout/score/periods';
import { marketFilters } from './market-privacy';
import { siteDataQuery } from './site-data';

describe('the sessions the Score reads (issue 12, defect 8)', () => {
  it('are the ones every report reads: no QA traffic, no experience baseline, the market included', () => {
    const query = siteDataQuery({ min: new Date('2024-03-01'), max: new Date('2024-03-29') });
    expect({ isQa: query.filters.isQa, isBaseline: query.filters.isBaseline }).toEqual(KPI_SESSIONS);
    const market = marketFilters({ siteIds: ['a'], text: {}, cartValue: null, isQa: null, isBaseline: null }, ['a']);
    expect({ isQa: market.isQa, isBaseline: market.isBaseline }).toEqual(KPI_SESSIONS);
  });
});
