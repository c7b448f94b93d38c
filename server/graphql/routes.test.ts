// The route runs each request's analytics as its organizations' tenant (store/fair.ts): the
// fair queue and the per-organization QUERY_QUEUED slots only work if it does.
import Fastify, { type FastifyInstance } from 'fastify';
import { GraphQLString } from 'graphql';
import type { Auth } from '../http/auth';
import type { AppContext } from '../http/context';
import { currentTenant } from '../analytics/store/fair';
import { graphqlRoutes } from './routes';
import { dropCompiledSourceCache } from './executor';

// The real executor, with the process-wide V8 switch observed instead of thrown in this worker.
jest.mock('./executor', () => ({ ...jest.requireActual('./executor'), dropCompiledSourceCache: jest.fn() }));

// Who is signed in comes from a header here; the real session lookup is tested elsewhere.
jest.mock('../http/auth', () => ({
  requireAuth: async (_ctx: unknown, request: { headers: Record<string, string> }) => {
    const [id, staff] = request.headers['x-test-user'].split(':');
    return { user: { id }, staff: staff === 'staff' } as unknown as Auth;
  },
}));
const MEMBERSHIPS: Record<string, string[]> = { ann: ['org-b', 'org-a'], bob: ['org-a', 'org-b'], cy: ['org-c'] };
jest.mock('../sites/access', () => ({
  organizationScope: async (_db: unknown, auth: Auth) => (auth.staff ? null : MEMBERSHIPS[auth.user.id]),
}));

describe('POST /graphql: tenants, introspection, compiled sources', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const ctx = { config: { analyticsMaxRequestCost: 120, graphqlMaxResponseBytes: 1024 * 1024 }, analytics: {}, db: {} } as unknown as AppContext;
    // The resolver reports the tenant its work would queue as, after an await as a real one would.
    const part = { name: 'probe', query: { tenant: { type: GraphQLString, resolve: async () => (await Promise.resolve(), currentTenant()) } } };
    graphqlRoutes(app, ctx, { parts: [part] });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const post = async (user: string, query: string) => {
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-user': user },
      body: JSON.stringify({ query }),
    });
    return { status: res.status, body: (await res.json()) as { data?: unknown; errors?: Array<{ message: string }> } };
  };

  const tenantOf = async (user: string) => {
    const res = await post(user, '{ tenant }');
    expect(res.status).toBe(200);
    return (res.body.data as { tenant: string }).tenant;
  };

  it('queues a merchant as the set of their organizations, shared by everyone in the same ones', async () => {
    expect(await tenantOf('ann:merchant')).toBe('org:org-a,org-b');
    expect(await tenantOf('bob:merchant')).toBe('org:org-a,org-b');
    expect(await tenantOf('cy:merchant')).toBe('org:org-c');
  });

  it('queues each staff user apart', async () => {
    expect(await tenantOf('sam:staff')).toBe('staff:sam');
  });

  it('answers introspection to staff, and to merchants only on a development server', async () => {
    const introspect = '{ __schema { queryType { name } } }';
    const env = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      const merchant = await post('ann:merchant', introspect);
      expect(merchant.status).toBe(400);
      expect(merchant.body.errors![0].message).toMatch(/introspection/i);
      expect((await post('sam:staff', introspect)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
      process.env.NODE_ENV = 'development';
      expect((await post('ann:merchant', introspect)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      process.env.NODE_ENV = env;
    }
  });

  it('turns off the cache that would keep the source of every query graphql-jit compiled (compiled-sources.test.ts)', () => {
    expect(dropCompiledSourceCache).toHaveBeenCalled();
  });
});
