import { ApiError } from '../services/api';
import { MockApi } from './MockApi';
import { MockGraphql } from './MockGraphql';

describe('MockApi', () => {
  it('returns the programmed body and records the request', async () => {
    const api = new MockApi().respond('GET', '/api2/things', [{ id: 1 }]);
    await expect(api.fetch('/api2/things', { query: { page: 2 } })).resolves.toEqual([{ id: 1 }]);
    expect(api.requests).toEqual([{ method: 'GET', path: '/api2/things', query: { page: 2 }, body: undefined, silent: false }]);
  });

  it('matches on method and path', async () => {
    const api = new MockApi().respond('GET', '/x', 'read').respond('POST', '/x', 'created');
    await expect(api.fetch('/x', { method: 'POST', body: { a: 1 }, silent: true })).resolves.toBe('created');
    expect(api.requests[0]).toMatchObject({ method: 'POST', body: { a: 1 }, silent: true });
  });

  it('rejects with a programmed error', async () => {
    const api = new MockApi().respond('DELETE', '/x', new ApiError('Forbidden', 403));
    await expect(api.fetch('/x', { method: 'DELETE' })).rejects.toMatchObject({ name: 'ApiError', status: 403 });
  });

  it('answers through a function of the request', async () => {
    const api = new MockApi().respond('POST', '/echo', (request: { body: unknown }) => ({ got: request.body }));
    await expect(api.fetch('/echo', { method: 'POST', body: 'hi' })).resolves.toEqual({ got: 'hi' });
  });

  it('hands out copies, so callers cannot change the fixture', async () => {
    const fixture = { list: [1] };
    const api = new MockApi().respond('GET', '/x', fixture);
    const first = await api.fetch<{ list: number[] }>('/x');
    first.list.push(2);
    await expect(api.fetch('/x')).resolves.toEqual({ list: [1] });
  });

  it('names an unprogrammed call instead of hanging', async () => {
    await expect(new MockApi().fetch('/nope')).rejects.toThrow("MockApi: no response for GET /nope; program one with api.respond('GET', '/nope', body)");
  });

  it('keeps fetch usable when destructured', async () => {
    const { fetch } = new MockApi().respond('GET', '/x', 1);
    await expect(fetch('/x')).resolves.toBe(1);
  });
});

describe('MockGraphql', () => {
  const QUERY = 'query Usage($site: ID!) { usage(site: $site) { siteName pagesViewed } }';

  it('answers queries that contain the programmed text and records them', async () => {
    const graphql = new MockGraphql().respond('usage(', { usage: { siteName: 'A', pagesViewed: 3 } });
    await expect(graphql.query(QUERY, { site: 's1' }, { cache: false })).resolves.toEqual({
      usage: { siteName: 'A', pagesViewed: 3 },
    });
    expect(graphql.queries).toEqual([{ query: QUERY, variables: { site: 's1' }, options: { cache: false } }]);
  });

  it('prefers the latest program and supports RegExp, errors and functions', async () => {
    const graphql = new MockGraphql()
      .respond(/Usage/, { n: 1 })
      .respond(/Usage/, (q: { variables: { site: string } }) => ({ site: q.variables.site }));
    await expect(graphql.query(QUERY, { site: 's2' })).resolves.toEqual({ site: 's2' });
    graphql.respond('Usage', new ApiError('QUERY_FAILED', 200, 'QUERY_FAILED'));
    await expect(graphql.query(QUERY)).rejects.toMatchObject({ code: 'QUERY_FAILED' });
  });

  it('rejects unprogrammed queries', async () => {
    await expect(new MockGraphql().query('{ other }')).rejects.toThrow('MockGraphql: no response for query "{ other }"');
  });
});
