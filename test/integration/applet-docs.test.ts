import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { SEED_SITES } from '../../server/seed/world';
import { DUPLICATE_CODE, DUPLICATE_MESSAGE } from '../../server/lib/errors';
import { MAX_APPLET_DOC_BYTES } from '../../server/applets/limits';
import { VERSION_MESSAGES } from '../../server/lib/version';

jest.setTimeout(90_000);

// A site the seed gave no applet documents, so each test creates its own.
const site = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'missingScopes')!;
const seeded = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'ok')!;
const foreign = SEED_SITES.find((s) => s.org === 'globex')!;

describe('applet documents API (console-shell spec 5)', () => {
  let server: RunningServer;
  let http: HttpClient;
  beforeAll(async () => {
    server = await startServer();
    http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
  });
  afterAll(() => server?.stop());

  it('reads a seeded document by site and applet', async () => {
    const res = await http.get(`/api2/applet?site=${seeded.id}&applet=rec`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ site: seeded.id, applet: 'rec', __v: 0, billing: expect.objectContaining({ title: expect.any(String) }) });
  });

  it('answers null (200, not a 404) for a document that does not exist yet: a normal state', async () => {
    const res = await http.get(`/api2/applet?site=${site.id}&applet=nothing-here`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toBeNull();
  });

  it('creates, patches only the changed fields, replaces, and deletes', async () => {
    const created = await http.post('/api2/applet', { site: site.id, applet: 'cycle', globalConfig: { a: 1, b: { c: 2 } }, personalize_css: 'x{}' });
    expect(created.status).toBe(201);
    const doc = created.body;
    expect(doc).toMatchObject({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), __v: 0, site: site.id, applet: 'cycle' });

    const patched = await http.patch('/api2/applet', { _id: doc._id, __v: 0, site: site.id, applet: 'cycle', patch: { globalConfig: { b: { d: 3 } }, personalize_css: null } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ __v: 1, globalConfig: { a: 1, b: { c: 2, d: 3 } } });
    expect(patched.body).not.toHaveProperty('personalize_css');

    const replaced = await http.put('/api2/applet', { _id: doc._id, __v: 1, site: site.id, applet: 'cycle', personalize_js: 'run()' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ _id: doc._id, __v: 2, site: site.id, applet: 'cycle', personalize_js: 'run()' });

    const gone = await http.delete(`/api2/applet/${doc._id}?site=${site.id}&applet=cycle`);
    expect(gone.status).toBe(204);
    const missing = await http.get(`/api2/applet?site=${site.id}&applet=cycle`);
    expect(missing.status).toBe(200);
    expect(missing.body).toBeNull();
    expect((await http.delete(`/api2/applet/${doc._id}?site=${site.id}&applet=cycle`)).status).toBe(404);
  });

  it('refuses a second document for the same site and applet with code 11000', async () => {
    expect((await http.post('/api2/applet', { site: site.id, applet: 'dup' })).status).toBe(201);
    const again = await http.post('/api2/applet', { site: site.id, applet: 'dup' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: DUPLICATE_CODE, message: DUPLICATE_MESSAGE });
  });

  it('refuses a stale __v and keeps the newer content', async () => {
    const doc = (await http.post('/api2/applet', { site: site.id, applet: 'stale', n: 1 })).body;
    expect((await http.patch('/api2/applet', { _id: doc._id, __v: 0, site: site.id, applet: 'stale', patch: { n: 2 } })).status).toBe(200);
    const stale = await http.put('/api2/applet', { _id: doc._id, __v: 0, site: site.id, applet: 'stale', n: 3 });
    expect(stale.status).toBe(409);
    expect((await http.get(`/api2/applet?site=${site.id}&applet=stale`)).body).toMatchObject({ n: 2, __v: 1 });
  });

  it.each([
    ['POST without site', 'post', { applet: 'x' }, 400, 'missing required field site'],
    ['POST without applet', 'post', { site: site.id }, 400, 'missing required field applet'],
    ['POST with an _id', 'post', { _id: 'a'.repeat(24), site: site.id, applet: 'x' }, 400, 'must not have an _id'],
    ['POST with a bad applet name', 'post', { site: site.id, applet: '../etc' }, 400, 'applet must be'],
    ['POST with a body that is not an object', 'post', [1, 2], 400, 'must be a JSON object'],
    ['PUT without __v', 'put', { _id: 'a'.repeat(24), site: site.id, applet: 'x' }, 428, 'missing required field __v: send the version you read'],
    ['PATCH with an empty patch', 'patch', { _id: 'a'.repeat(24), site: site.id, applet: 'x', patch: {} }, 400, 'The patch is empty'],
    ['PATCH with no patch', 'patch', { _id: 'a'.repeat(24), site: site.id, applet: 'x' }, 400, 'The patch is empty'],
    ['PATCH touching _id', 'patch', { _id: 'a'.repeat(24), site: site.id, applet: 'x', patch: { _id: 'b' } }, 400, 'must not contain _id'],
    ['PATCH touching site', 'patch', { _id: 'a'.repeat(24), site: site.id, applet: 'x', patch: { site: 'b' } }, 400, 'must not contain site'],
    ['PATCH touching applet', 'patch', { _id: 'a'.repeat(24), site: site.id, applet: 'x', patch: { applet: 'y' } }, 400, 'must not contain applet'],
    ['PATCH without _id', 'patch', { site: site.id, applet: 'x', patch: { a: 1 } }, 400, 'missing required field _id'],
    ['PATCH without __v', 'patch', { _id: 'a'.repeat(24), site: site.id, applet: 'x', patch: { a: 1 } }, 428, 'missing required field __v: send the version you read'],
    ['PATCH of a missing document', 'patch', { _id: 'a'.repeat(24), __v: 0, site: site.id, applet: 'x', patch: { a: 1 } }, 404, 'not found'],
    ['PATCH without site', 'patch', { _id: 'a'.repeat(24), applet: 'x', patch: { a: 1 } }, 400, 'missing site or site _id'],
  ] as const)('%s → %i', async (_name, method, body, status, message) => {
    const res = await (http[method] as (p: string, b: unknown) => ReturnType<HttpClient['post']>)('/api2/applet', body);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
  });

  it('GET without a site says "missing site or site _id"', async () => {
    const res = await http.get('/api2/applet?applet=rec');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('missing site or site _id');
  });

  it('never touches another organization’s documents', async () => {
    expect((await http.get(`/api2/applet?site=${foreign.id}&applet=rec`)).status).toBe(404);
    expect((await http.post('/api2/applet', { site: foreign.id, applet: 'intrude' })).status).toBe(404);
    const staff = httpClient(server);
    await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
    // Staff may read every site: the merchant's refused POST created nothing there.
    expect((await staff.get(`/api2/applet?site=${foreign.id}&applet=intrude`)).body).toBeNull();
  });
  describe('bad input gets a clear 4xx and changes nothing (trust at the server, part 4)', () => {
    let doc: { _id: string; __v: number };
    const read = async () => (await http.get(`/api2/applet?site=${site.id}&applet=hostile`)).body;
    const keys = () => ({ _id: doc._id, __v: doc.__v, site: site.id, applet: 'hostile' });
    beforeAll(async () => {
      doc = (await http.post('/api2/applet', { site: site.id, applet: 'hostile', text: 'ok' })).body;
    });

    it.each([
      ['\\u0000 in the content', '{"text":"a\\u0000b"}', 'patch.text must not contain NUL characters'],
      ['a lone surrogate in the content', '{"text":"a\\ud800"}', 'patch.text must be valid Unicode text'],
      ['a lone surrogate in a key', '{"a\\udc00":1}', 'A key in patch'],
      ['nesting of 10,000 levels', `{"deep":${'['.repeat(10_000)}1${']'.repeat(10_000)}}`, 'is nested too deeply: the limit is 32 levels'],
      ['a number JSON cannot hold', '{"n":1e999}', 'patch.n must be a finite number'],
    ])('refuses a PATCH with %s (400, unchanged)', async (_name, patch, message) => {
      const before = await read();
      const res = await http.patch('/api2/applet', `${JSON.stringify(keys()).slice(0, -1)},"patch":${patch}}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await read()).toEqual(before);
    });

    it('refuses growing a document past the size limit (the 5.4 MB document of six PATCHes) with 413', async () => {
      const chunk = 'x'.repeat(200 * 1024);
      const first = await http.patch('/api2/applet', { ...keys(), patch: { a: chunk } });
      expect(first.status).toBe(200);
      doc = first.body;
      const before = await read();
      const second = await http.patch('/api2/applet', { ...keys(), patch: { b: chunk } });
      expect(second.status).toBe(413);
      expect(second.body.message).toBe(`The applet document would be 401 KB; the limit is ${MAX_APPLET_DOC_BYTES / 1024} KB. Nothing was saved.`);
      expect(await read()).toEqual(before);
      const created = await http.post('/api2/applet', { site: site.id, applet: 'too-big', a: chunk, b: chunk });
      expect(created.status).toBe(413);
      expect((await http.get(`/api2/applet?site=${site.id}&applet=too-big`)).body).toBeNull();
      // Shrinking is always allowed.
      const shrunk = await http.patch('/api2/applet', { ...keys(), patch: { a: null } });
      expect(shrunk.status).toBe(200);
      doc = shrunk.body;
    });

    // Issue 27 item 5: a PATCH without __v used to win silently ("last write wins").
    it('requires __v on PUT and PATCH alike (428, unchanged); a PATCH with it changes only the keys it names', async () => {
      const before = await read();
      const put = await http.put('/api2/applet', { _id: doc._id, site: site.id, applet: 'hostile', text: 'blind' });
      expect([put.status, put.body.message]).toEqual([428, VERSION_MESSAGES.required]);
      const blind = await http.patch('/api2/applet', { _id: doc._id, site: site.id, applet: 'hostile', patch: { text: 'blind' } });
      expect([blind.status, blind.body.message]).toEqual([428, VERSION_MESSAGES.required]);
      expect(await read()).toEqual(before);
      const patched = await http.patch('/api2/applet', { _id: doc._id, site: site.id, applet: 'hostile', patch: { other: 1 } }, { headers: { 'if-match': `W/"${before.__v}"` } });
      expect(patched.status).toBe(200);
      expect(patched.body).toEqual({ ...before, other: 1, __v: before.__v + 1 });
      doc = patched.body;
    });

    it('lets one of two PATCHes of the same version win; the other gets 409 and changes nothing', async () => {
      const before = await read();
      const answers = await Promise.all([
        http.patch('/api2/applet', { ...keys(), patch: { text: 'writer A' } }),
        http.patch('/api2/applet', { ...keys(), patch: { text: 'writer B' } }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = answers.find((r) => r.status === 200)!.body;
      expect(await read()).toEqual(winner);
      expect(winner.__v).toBe(before.__v + 1);
      doc = winner;
    });

    it('refuses __v outside a safe integer', async () => {
      for (const v of [1e308, 2 ** 53]) {
        const res = await http.put('/api2/applet', { ...keys(), __v: v, text: 'x' });
        expect([res.status, res.body.message]).toEqual([400, VERSION_MESSAGES.invalid]);
      }
    });
  });
});
