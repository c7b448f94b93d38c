import type { AppContext } from '../http/context';
import { fieldCosts, buildSchema } from './schema';
import { serverSchemaParts } from './parts';
import { usagePart } from './usage';

describe('the server schema', () => {
  const ctx = { config: { marketMinShops: 5 } } as unknown as AppContext;
  const parts = [usagePart({ pagesViewed: async () => 0 }), ...serverSchemaParts(ctx)];

  it('prices every root field, so no field is a free way to run analytics statements under the request cost limit', () => {
    const costs = fieldCosts(parts);
    const fields = Object.keys(buildSchema(parts).getQueryType()!.getFields());
    expect(fields.length).toBeGreaterThan(5);
    expect(fields.filter((name) => !costs.has(name))).toEqual([]);
  });

  it('prices the page-view usage of one site like a plain four-week report', () => {
    const usage = fieldCosts(parts).get('usage')!({}, new Date(), { leaves: 6 });
    expect(usage).toBeGreaterThan(3);
    expect(usage).toBeLessThan(4);
  });
});
