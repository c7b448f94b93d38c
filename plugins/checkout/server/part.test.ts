import { graphql, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { checkoutScorePart } from './part';
import { distinctMarket } from './fixtures';

interface Ctx {
  staff: boolean;
}

const rows = distinctMarket(12, 3);
// NaN where a rate has no denominator: it must reach the client as null, not as an error.
rows[2] = { ...rows[2], mobileAbandonmentGap: Number.NaN };

const part = checkoutScorePart<Ctx>({
  siteRows: async () => rows,
  assertSiteVisible: async () => {},
  isStaff: (ctx) => ctx.staff,
  now: () => new Date('2025-01-31T00:00:00Z'),
  siteInfo: async () => new Map(),
  demoSiteId: rows[0].siteId,
  readableSiteIds: async (_ctx, siteId) => new Set([siteId]),
  marketMinShops: 5,
});
const schema = new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: part.query }) });

const SCORE_QUERY = `query ($siteId: ID!, $demo: Boolean) {
  checkoutScore(siteId: $siteId, demo: $demo) {
    siteId isMock sitesMadeBar sitesWithData
    period { min max } comparePeriod { min max }
    market { name median deviation mean shopCount }
    fields { name primary compare }
    current {
      score isMock rank { rank total rank100 }
      subScores { name label weight weightPct weightScore score
        details { value valueWeight rank { rank total rank100 } stats { negative delta sigmas bias100 sigmaWidth100 } } }
    }
    previous { score }
  }
}`;

describe('checkoutScore schema part', () => {
  it('is named checkoutScore and answers the contract’s selection, NaN as null', async () => {
    expect(part.name).toBe('checkoutScore');
    const result = await graphql({ schema, source: SCORE_QUERY, variableValues: { siteId: rows[2].siteId }, contextValue: { staff: false } });
    expect(result.errors).toBeUndefined();
    const score = (result.data as { checkoutScore: Record<string, unknown> }).checkoutScore;
    expect(score).toMatchObject({ siteId: rows[2].siteId, isMock: false, sitesMadeBar: 12, sitesWithData: 12, period: { min: '2025-01-04T00:00:00.000Z', max: '2025-02-01T00:00:00.000Z' } });
    expect((score.fields as Array<{ name: string; primary: unknown }>).find((f) => f.name === 'mobileAbandonmentGap')!.primary).toBeNull();
    // The gap has no value here, so its sub-score and stats are null too.
    const gap = (score.current as { subScores: Array<{ name: string; score: unknown; details: { stats: { sigmas: unknown } } }> }).subScores.find((s) => s.name === 'mobileAbandonmentGap')!;
    expect(gap.score).toBeNull();
    expect(gap.details.stats.sigmas).toBeNull();
  });

  it('defaults demo to false and marks demo answers as mock', async () => {
    const result = await graphql({ schema, source: SCORE_QUERY, variableValues: { siteId: rows[5].siteId, demo: true }, contextValue: { staff: false } });
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({ checkoutScore: { siteId: rows[0].siteId, isMock: true, current: { isMock: true } } });
  });

  it('answers FORBIDDEN to a merchant asking for the distribution, with the code in extensions', async () => {
    const result = await graphql({ schema, source: '{ scoreDistribution { binSize } }', contextValue: { staff: false } });
    expect(result.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(result.errors?.[0].message).toBe('Staff only');
  });

  it('uses the default type score and bin size 10 for staff', async () => {
    const result = await graphql({ schema, source: '{ scoreDistribution { type kpi binSize bins { min max count } sites { siteId name score } } }', contextValue: { staff: true } });
    expect(result.errors).toBeUndefined();
    const out = (result.data as { scoreDistribution: { type: string; binSize: number; bins: unknown[]; sites: unknown[] } }).scoreDistribution;
    expect(out).toMatchObject({ type: 'score', kpi: null, binSize: 10 });
    expect(out.bins).toHaveLength(10);
    expect(out.sites).toHaveLength(12);
  });
});
