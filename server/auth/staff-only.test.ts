import { STAFF_ONLY, staffOnlyChanges } from './staff-only';

const fields = STAFF_ONLY.appletDocFields;
const billing = { price: 195, yearly: false, title: 'MERCHANDIZE' };

describe('staffOnlyChanges', () => {
  it('sees a field named by a patch key, dotted or not, whatever its value', () => {
    expect(staffOnlyChanges(fields, {}, {}, ['billing'])).toEqual(['billing']);
    expect(staffOnlyChanges(fields, {}, {}, ['billing.price'])).toEqual(['billing']);
    expect(staffOnlyChanges(fields, {}, {}, ['globalConfig', 'billingNote'])).toEqual([]);
  });

  it('sees a changed, added or removed value, and not one carried unchanged in another key order', () => {
    expect(staffOnlyChanges(fields, { billing }, { billing: { ...billing, price: 1 } })).toEqual(['billing']);
    expect(staffOnlyChanges(fields, {}, { billing })).toEqual(['billing']);
    expect(staffOnlyChanges(fields, { billing }, {})).toEqual(['billing']);
    expect(staffOnlyChanges(fields, { billing, a: 1 }, { a: 2, billing: { title: 'MERCHANDIZE', yearly: false, price: 195 } })).toEqual([]);
  });

  it('sees a dotted spelling left in the written document', () => {
    expect(staffOnlyChanges(fields, { billing }, { billing, 'billing.price': 1 })).toEqual(['billing']);
  });
});
