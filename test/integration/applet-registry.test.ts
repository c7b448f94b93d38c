import { isAppletDefinition } from 'sdk';
import { BUILTIN_APPLET_LOADERS } from '../../core/applets/builtin-registry';
import { REGISTRY_MESSAGES } from '../../server/applets-registry/messages';
import { CLASH_MESSAGES } from '../../server/applets-registry/clashes';
import { DUPLICATE_CODE } from '../../server/lib/errors';
import { SDK_VERSION } from '../../sdk/version';
import { SEED_SITES } from '../../server/seed/world';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { httpClient, type HttpClient } from '../helpers/http';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { startServer, type RunningServer } from '../helpers/server';
import { setAppletEnabled } from '../helpers/versioned';
import { VERSION_MESSAGES } from '../../server/lib/version';

jest.setTimeout(90_000);

const northwind = SEED_SITES.find((s) => s.org === 'northwind' && !s.flags.HicPlusInternalReporting)!;
const reporting = SEED_SITES.find((s) => s.org === 'northwind' && s.flags.HicPlusInternalReporting)!;
const globex = SEED_SITES.find((s) => s.org === 'globex')!;

const REMOTE_ORIGIN = 'https://apps.example.com';
const M_UNREADABLE = REGISTRY_MESSAGES.manifestUnreadable;

/** A valid registration body; each test changes what it is about. */
function remote(id: string, overrides: Record<string, unknown> = {}, source: Record<string, unknown> = {}) {
  return {
    id,
    route: id,
    title: `Applet ${id}`,
    description: 'A third-party applet',
    icon: 'application',
    sdkVersion: '^1.0.0',
    requires: {},
    source: { kind: 'remote', url: `${REMOTE_ORIGIN}/${id}/remoteEntry.js`, scope: id.replace(/-/g, '_'), module: './Applet', ...source },
    ...overrides,
  };
}

const ids = (body: Array<{ id: string }>) => body.map((a) => a.id);
const cspOf = (res: { headers: Headers }) => res.headers.get('content-security-policy') ?? '';
const directive = (csp: string, name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `))?.trim() ?? '';

describe('applet registry API', () => {
  let server: RunningServer;
  let staff: HttpClient;
  let merchant: HttpClient;

  beforeAll(async () => {
    // Its applet.json files are served from this machine: the developer switch lets the server read loopback.
    server = await startServer({ env: { VITRINE_ALLOW_LOOPBACK_APPLETS: '1' } });
    staff = httpClient(server);
    merchant = httpClient(server);
    await Promise.all([staff.signIn('staff@vitrine.dev', 'vitrine-staff'), merchant.signIn('merchant@example.com', 'vitrine-merchant')]);
  });
  afterAll(() => server?.stop());

  describe('GET /api2/applets?site=', () => {
    it('lists the built-in applets as AppletRegistration JSON', async () => {
      const res = await merchant.get(`/api2/applets?site=${northwind.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          id: 'rec',
          route: 'rec',
          title: 'Recommendations',
          description: expect.any(String),
          icon: expect.any(String),
          sdkVersion: '^1.4.0',
          requires: {},
          platformApp: 'rec',
          source: { kind: 'builtin' },
        },
        expect.objectContaining({ id: 'chk', route: 'chk', title: 'Checkout Zen', source: { kind: 'builtin' } }),
      ]);
    });

    it('checks the site like every site-scoped call', async () => {
      expect((await httpClient(server).get(`/api2/applets?site=${northwind.id}`)).status).toBe(401);
      const missing = await merchant.get('/api2/applets');
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('missing site or site _id');
      expect((await merchant.get('/api2/applets?site=nope')).status).toBe(400);
      expect((await merchant.get(`/api2/applets?site=${northwind.id}&site=${northwind.id}`)).status).toBe(400);
      expect((await merchant.get('/api2/applets?site[a]=1')).status).toBe(400);
      // Another organization's site answers like a missing one.
      const foreign = await merchant.get(`/api2/applets?site=${globex.id}`);
      const absent = await merchant.get(`/api2/applets?site=${'0'.repeat(24)}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(absent.body);
      expect((await staff.get(`/api2/applets?site=${globex.id}`)).status).toBe(200);
    });
  });

  describe('registering a remote (POST /api2/applets)', () => {
    it('is for staff only', async () => {
      const anonymous = await httpClient(server).post('/api2/applets', remote('anon'));
      expect(anonymous.status).toBe(401);
      const res = await merchant.post('/api2/applets', remote('merchant-made'));
      expect(res.status).toBe(403);
      expect((await merchant.get('/api2/applets/all')).status).toBe(403);
      expect((await staff.get(`/api2/applets?site=${northwind.id}`)).body.map((a: { id: string }) => a.id)).not.toContain('merchant-made');
    });

    it('stores a remote, lists it, and lets the console load scripts from its origin', async () => {
      const before = await httpClient(server).get('/login', { headers: { accept: 'text/html' } });
      expect(directive(cspOf(before), 'script-src')).not.toContain(REMOTE_ORIGIN);

      const body = remote('weather', { requires: { flags: [] }, title: '  Weather  ' });
      const res = await staff.post('/api2/applets', body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        ...body,
        title: 'Weather',
        requires: { flags: [] },
        platformApp: null,
        builtin: false,
        enabled: true,
        manifestUrl: null,
        lastLoadError: null,
        createdBy: expect.stringMatching(/^[0-9a-f]{24}$/),
        createdAt: expect.any(String),
        __v: 0,
      });

      const listed = await merchant.get(`/api2/applets?site=${northwind.id}`);
      expect(ids(listed.body)).toEqual(['rec', 'chk', 'weather']);
      // The launch list is plain AppletRegistration: no management fields.
      expect(listed.body[2]).toEqual({ ...body, title: 'Weather', requires: { flags: [] }, platformApp: null });

      const all = await staff.get('/api2/applets/all');
      expect(all.status).toBe(200);
      expect(all.body.map((a: { id: string; builtin: boolean }) => [a.id, a.builtin])).toEqual(
        expect.arrayContaining([['rec', true], ['chk', true], ['weather', false]]),
      );

      const after = await httpClient(server).get('/app/home', { headers: { accept: 'text/html' } });
      const csp = cspOf(after);
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${REMOTE_ORIGIN}`);
      expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' ${REMOTE_ORIGIN}`);
      // Everything else stays as strict as before.
      expect(directive(csp, 'default-src')).toBe("default-src 'self'");
      expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    });

    it.each([
      ['the same id', remote('dup-a'), remote('dup-a', { route: 'dup-a-other' }, { scope: 'dupAOther' }), CLASH_MESSAGES.sameId('dup-a')],
      ['the same route', remote('dup-b'), remote('dup-b-other', { route: 'dup-b' }), CLASH_MESSAGES.route('dup-b', 'dup-b')],
      ['the same container scope', remote('dup-c'), remote('dup-c-other', {}, { scope: 'dup_c' }), CLASH_MESSAGES.scope('dup_c', 'dup-c')],
    ])('refuses %s with 409 (code 11000) naming the clashing field', async (_what, first, second, message) => {
      expect((await staff.post('/api2/applets', first)).status).toBe(201);
      const res = await staff.post('/api2/applets', second);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message, code: DUPLICATE_CODE });
    });

    it('a new version of a registered applet is told to use --replace', async () => {
      expect((await staff.post('/api2/applets', remote('dup-v'))).status).toBe(201);
      const res = await staff.post('/api2/applets', remote('dup-v'));
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('--replace');
    });

    it.each([
      ['a built-in id', remote('rec', { route: 'rec-remote' }, { scope: 'recRemote' }), CLASH_MESSAGES.builtinId('rec')],
      ['a built-in route', remote('chk-remote', { route: 'chk' }), CLASH_MESSAGES.builtinRoute('chk')],
    ])('refuses %s, naming it', async (_what, body, message) => {
      const res = await staff.post('/api2/applets', body);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message, code: DUPLICATE_CODE });
    });

    it('refuses an sdkVersion range this console does not satisfy, in words for staff, and registers nothing', async () => {
      const res = await staff.post('/api2/applets', remote('needs-two', { sdkVersion: '^2.0.0' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REGISTRY_MESSAGES.incompatibleSdk('^2.0.0', SDK_VERSION));
      const all = (await staff.get('/api2/applets/all')).body as Array<{ id: string }>;
      expect(all.map((a) => a.id)).not.toContain('needs-two');
    });

    const bad = (field: string, value: unknown) => {
      const body: Record<string, unknown> = remote('bad-input');
      const source = { ...(body.source as Record<string, unknown>) };
      if (field.startsWith('source.')) {
        if (value === undefined) delete source[field.slice(7)];
        else source[field.slice(7)] = value;
        body.source = source;
      } else if (value === undefined) delete body[field];
      else body[field] = value;
      return body;
    };

    it.each([
      // wrong shapes
      ['an array body', [remote('arr')], 'must be a JSON object'],
      ['a string body', JSON.stringify('text'), 'must be a JSON object'],
      ['null', 'null', 'must be a JSON object'],
      ['an unknown field', { ...remote('bad-input'), nav: [] }, 'Unknown or read-only field: nav'],
      ['an unknown source field', bad('source.eval', 'x'), 'Unknown or read-only field: eval'],
      // missing fields
      ...['id', 'route', 'title', 'icon', 'sdkVersion', 'source'].map((f) => [`no ${f}`, bad(f, undefined), `missing required field ${f}`]),
      ...['url', 'scope', 'module'].map((f) => [`no source.${f}`, bad(`source.${f}`, undefined), `missing required field source.${f}`]),
      ['a blank title', bad('title', '   '), 'missing required field title'],
      // wrong types
      ['a numeric id', bad('id', 42), 'id must be a string'],
      ['an array title', bad('title', ['x']), 'title must be a string'],
      ['an object description', bad('description', { a: 1 }), 'description must be a string'],
      ['a numeric sdkVersion', bad('sdkVersion', 1), 'sdkVersion must be a string'],
      ['a string requires', bad('requires', 'staff'), 'requires must be a JSON object'],
      ['flags as a string', bad('requires', { flags: 'HicPlusEnableEmail' }), 'requires.flags must be'],
      ['a bad flag name', bad('requires', { flags: ['no spaces'] }), 'requires.flags must be'],
      ['too many flags', bad('requires', { flags: Array.from({ length: 21 }, (_, i) => `F${i}`) }), 'requires.flags must be'],
      ['staff as a string', bad('requires', { staff: 'yes' }), 'requires.staff must be a boolean'],
      ['an unknown requirement', bad('requires', { role: 'admin' }), 'Unknown or read-only field: role'],
      ['a string source', bad('source', `${REMOTE_ORIGIN}/x.js`), 'source must be a JSON object'],
      ['a numeric url', bad('source.url', 42), 'source.url must be a string'],
      ['a built-in source', bad('source.kind', 'builtin'), "source.kind must be 'remote'"],
      // patterns (the SDK's manifest rules)
      ['an upper-case id', bad('id', 'Weather'), 'id must match'],
      ['a one-letter id', bad('id', 'w'), 'id must match'],
      ['an id with spaces around it', bad('id', ' weather '), 'id must match'],
      ['a 33-character id', bad('id', `a${'b'.repeat(32)}`), 'id must be at most 32 characters'],
      ['a route with a slash', bad('route', 'a/b'), 'route must be one URL segment'],
      ['a route that climbs', bad('route', '..'), 'route must be one URL segment'],
      ['an icon that is not a name', bad('icon', '<svg/>'), 'icon must be a Blueprint icon name'],
      ['an invalid sdk range', bad('sdkVersion', 'soon'), 'sdkVersion must be a semver range'],
      // the remote's URL
      ['a javascript: URL', bad('source.url', 'javascript:alert(1)'), REGISTRY_MESSAGES.badUrl],
      ['a JavaScript: URL in capitals', bad('source.url', 'JavaScript:alert(document.cookie)//.js'), REGISTRY_MESSAGES.badUrl],
      ['a data: URL', bad('source.url', 'data:text/javascript,alert(1)'), REGISTRY_MESSAGES.badUrl],
      ['a file: URL', bad('source.url', 'file:///etc/passwd'), REGISTRY_MESSAGES.badUrl],
      ['an ftp: URL', bad('source.url', 'ftp://apps.example.com/remoteEntry.js'), REGISTRY_MESSAGES.badUrl],
      ['a relative URL', bad('source.url', '/remoteEntry.js'), REGISTRY_MESSAGES.badUrl],
      ['a protocol-relative URL', bad('source.url', '//evil.example/remoteEntry.js'), REGISTRY_MESSAGES.badUrl],
      ['a URL with credentials', bad('source.url', 'https://user:pw@apps.example.com/remoteEntry.js'), REGISTRY_MESSAGES.badUrl],
      ['a URL with a newline', bad('source.url', 'https://apps.example.com/\nremoteEntry.js'), REGISTRY_MESSAGES.badUrl],
      ['a URL with a CSP separator', bad('source.url', "https://apps.example.com;script-src 'unsafe-inline'/x.js"), REGISTRY_MESSAGES.badUrl],
      ['a host that would add a CSP directive', bad('source.url', 'https://apps.example.com;script-src/x.js'), REGISTRY_MESSAGES.badUrl],
      ['a host with a comma', bad('source.url', 'https://a.example,b.example/x.js'), REGISTRY_MESSAGES.badUrl],
      // the container
      ['a scope with a dash', bad('source.scope', 'my-applet'), 'source.scope must be a JavaScript identifier'],
      ['a scope starting with a digit', bad('source.scope', '1applet'), 'source.scope must be a JavaScript identifier'],
      ['a scope that is code', bad('source.scope', 'x;alert(1)'), 'source.scope must be a JavaScript identifier'],
      ['the window as scope', bad('source.scope', 'window'), 'source.scope must not be a reserved word'],
      ['a reserved word as scope', bad('source.scope', 'class'), 'source.scope must not be a reserved word'],
      ['a module without ./', bad('source.module', 'Applet'), "source.module must name an exposed module such as './Applet'"],
      ['a module that climbs', bad('source.module', './../secret'), "source.module must name an exposed module such as './Applet'"],
      // sizes
      ['a 101-character title', bad('title', 't'.repeat(101)), 'title must be at most 100 characters'],
      ['a 501-character description', bad('description', 'd'.repeat(501)), 'description must be at most 500 characters'],
      ['a 2001-character URL', bad('source.url', `${REMOTE_ORIGIN}/${'a'.repeat(1990)}.js`), 'source.url must be at most 2000 characters'],
    ] as Array<[string, unknown, string]>)('refuses %s with a 400 naming the problem', async (_what, body, message) => {
      const res = await staff.post('/api2/applets', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it.each(['title', 'description'])('refuses a NUL byte in the registry %s with a 400 naming it, and stores nothing', async (field) => {
      const res = await staff.post('/api2/applets', remote('nul-field', { [field]: 'a\u0000b' }));
      expect([res.status, res.body.message]).toEqual([400, `${field} must not contain NUL characters`]);
      expect((await staff.get('/api2/applets/all')).body.map((a: { id: string }) => a.id)).not.toContain('nul-field');
    });

    it('refuses a body over the size limit with 413', async () => {
      const res = await staff.post('/api2/applets', { ...remote('huge'), description: 'x'.repeat(1.2 * 1024 * 1024) });
      expect(res.status).toBe(413);
    });

    it('never answers 500 to malformed JSON or odd content types', async () => {
      const token = await staff.csrf();
      const cookie = `vitrine_sid=${staff.cookies.get('vitrine_sid')}`;
      for (const [type, payload] of [
        ['application/json', '{"id": '],
        ['application/json', ''],
        ['text/plain', 'id=x'],
      ]) {
        const res = await fetch(`${server.url}/api2/applets`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-csrf-token': token!, cookie, origin: server.url },
          body: payload,
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      // Nothing bad was stored along the way.
      expect(ids((await staff.get('/api2/applets/all')).body)).not.toContain('bad-input');
    });
  });

  describe('who may launch what', () => {
    beforeAll(async () => {
      for (const body of [
        remote('reporting', { requires: { flags: ['HicPlusInternalReporting'] } }),
        remote('staff-tools', { requires: { staff: true } }),
        remote('dev-tools', { requires: { staff: true, devMode: true } }),
      ]) {
        expect((await staff.post('/api2/applets', body)).status).toBe(201);
      }
    });

    it('gives an applet that needs a site flag only on sites with the flag on', async () => {
      expect(ids((await merchant.get(`/api2/applets?site=${reporting.id}`)).body)).toContain('reporting');
      expect(ids((await merchant.get(`/api2/applets?site=${northwind.id}`)).body)).not.toContain('reporting');
    });

    it('keeps staff and dev-mode applets from merchants', async () => {
      const forMerchant = ids((await merchant.get(`/api2/applets?site=${northwind.id}`)).body);
      expect(forMerchant).not.toContain('staff-tools');
      expect(forMerchant).not.toContain('dev-tools');
    });

    it('gives staff the dev-mode applets too: the console hides them while dev mode is off', async () => {
      const res = await staff.get(`/api2/applets?site=${northwind.id}`);
      expect(ids(res.body)).toEqual(expect.arrayContaining(['staff-tools', 'dev-tools']));
      expect(res.body.find((a: { id: string }) => a.id === 'dev-tools').requires).toEqual({ staff: true, devMode: true });
      expect(ids(res.body)).not.toContain('reporting');
    });
  });

  describe('registering an applet.json by URL, enabling, disabling, load errors', () => {
    let host: StaticServer;
    let dir: string;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'applet-json-'));
      fs.mkdirSync(path.join(dir, 'v1'));
      const appletJson = {
        ...remote('from-json', { platformApp: 'chk' }),
        source: { kind: 'remote', url: 'remoteEntry.js', scope: 'fromJson', module: './Applet' },
      };
      fs.writeFileSync(path.join(dir, 'v1', 'applet.json'), JSON.stringify(appletJson));
      fs.writeFileSync(path.join(dir, 'not-json.json'), '<html>');
      fs.writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ ...appletJson, id: 'Bad Id' }));
      host = await startStaticServer(dir);
    });
    afterAll(async () => {
      await host?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('reads the registration from the applet.json, its source relative to the file', async () => {
      expect((await merchant.post('/api2/applets/manifest', { url: `${host.url}/v1/applet.json` })).status).toBe(403);
      const res = await staff.post('/api2/applets/manifest', { url: `${host.url}/v1/applet.json` });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        id: 'from-json',
        platformApp: 'chk',
        manifestUrl: `${host.url}/v1/applet.json`,
        source: { kind: 'remote', url: `${host.url}/v1/remoteEntry.js`, scope: 'fromJson', module: './Applet' },
        enabled: true,
      });
      expect((await staff.post('/api2/applets/manifest', { url: `${host.url}/v1/applet.json` })).status).toBe(409);
    });

    it.each([
      ['a missing file', '/missing/applet.json', /^Could not read .* it answered 404$/],
      ['a file that is not JSON', '/not-json.json', /is not a valid applet.json: it is not JSON$/],
      ['an invalid manifest', '/bad.json', /is not a valid applet.json: id must match/],
    ])('refuses %s with a 400 that says why', async (_what, file, message) => {
      const res = await staff.post('/api2/applets/manifest', { url: `${host.url}${file}` });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
    });

    it('with loopback allowed, still refuses private and metadata addresses, behind a redirect too', async () => {
      const redirector = http.createServer((req, res) => res.writeHead(302, { location: decodeURIComponent((req.url ?? '/').slice(1)) }).end());
      await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
      const base = `http://127.0.0.1:${(redirector.address() as AddressInfo).port}`;
      try {
        for (const [target, address] of [
          ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
          ['http://10.0.0.1/applet.json', '10.0.0.1'],
          ['http://[fd00:ec2::254]/', 'fd00:ec2::254'],
        ]) {
          for (const url of [target, `${base}/${encodeURIComponent(target)}`]) {
            const res = await staff.post('/api2/applets/manifest', { url });
            expect([res.status, res.body.message]).toEqual([400, M_UNREADABLE(url, `${address} is not a public address`)]);
          }
        }
        // The redirect is followed to loopback, which the switch allows.
        const followed = await staff.post('/api2/applets/manifest', { url: `${base}/${encodeURIComponent(`${host.url}/v1/applet.json`)}` });
        expect(followed.status).toBe(409);
        expect(followed.body.message).toContain('is already registered');
      } finally {
        await new Promise((resolve) => redirector.close(resolve));
      }
    });

    it('refuses URLs that are not http(s)', async () => {
      for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 42]) {
        const res = await staff.post('/api2/applets/manifest', { url });
        expect([res.status, res.body.message]).toEqual([400, REGISTRY_MESSAGES.badManifestUrl]);
      }
    });

    it('a disabled registration launches for nobody but stays listed for staff; enabling brings it back', async () => {
      expect((await merchant.patch('/api2/applets/from-json', { enabled: false })).status).toBe(403);
      const disabled = await setAppletEnabled(staff, 'from-json', false);
      expect([disabled.status, disabled.body.enabled]).toEqual([200, false]);
      expect(ids((await merchant.get(`/api2/applets?site=${northwind.id}`)).body)).not.toContain('from-json');
      expect(ids((await staff.get(`/api2/applets?site=${northwind.id}`)).body)).not.toContain('from-json');
      const all = (await staff.get('/api2/applets/all')).body as Array<{ id: string; enabled: boolean }>;
      expect(all.find((a) => a.id === 'from-json')?.enabled).toBe(false);

      expect((await setAppletEnabled(staff, 'from-json', true)).body.enabled).toBe(true);
      expect(ids((await merchant.get(`/api2/applets?site=${northwind.id}`)).body)).toContain('from-json');
      expect((await staff.patch('/api2/applets/rec', { enabled: false })).status).toBe(400);
      expect((await staff.patch('/api2/applets/nope-nope', { enabled: false })).status).toBe(404);
      expect((await staff.patch('/api2/applets/from-json', { enabled: 'no' })).status).toBe(400);
      // Issue 27 item 5: the switch names the version it showed; without it nothing changes.
      const noVersion = await staff.patch('/api2/applets/from-json', { enabled: false });
      expect([noVersion.status, noVersion.body.message]).toEqual([428, VERSION_MESSAGES.required]);
      const stale = await staff.patch('/api2/applets/from-json', { enabled: false, __v: disabled.body.__v });
      expect(stale.status).toBe(409);
      expect((await staff.get('/api2/applets/all')).body.find((a: { id: string }) => a.id === 'from-json').enabled).toBe(true);
    });

    it('keeps the last load error a console reported, for staff to see', async () => {
      // Who may report, and what, is test/security/applet-registry-trust.test.ts.
      expect((await httpClient(server).post('/api2/applets/from-json/load-error', { site: northwind.id, message: 'x' })).status).toBe(401);
      expect((await merchant.post('/api2/applets/from-json/load-error', { site: northwind.id, message: 'Script error.' })).status).toBe(204);
      expect((await merchant.post('/api2/applets/unknown-one/load-error', { site: northwind.id, message: 'x' })).status).toBe(404);
      expect((await merchant.post('/api2/applets/from-json/load-error', { site: northwind.id, message: '' })).status).toBe(400);
      const all = (await staff.get('/api2/applets/all')).body as Array<{ id: string; lastLoadError: { message: string; at: string } | null }>;
      expect(all.find((a) => a.id === 'from-json')?.lastLoadError).toEqual({ message: 'Script error.', at: expect.any(String) });
      // Not in what merchants get.
      const listed = (await merchant.get(`/api2/applets?site=${northwind.id}`)).body as Array<Record<string, unknown>>;
      expect(listed.find((a) => a.id === 'from-json')).not.toHaveProperty('lastLoadError');
      expect((await staff.delete('/api2/applets/from-json')).status).toBe(204);
    });
  });

  describe('removing a remote (DELETE /api2/applets/:id)', () => {
    it('is for staff only, refuses built-ins and unknown ids', async () => {
      expect((await staff.post('/api2/applets', remote('short-lived', {}, { url: 'https://other.example.org:8443/remoteEntry.js' }))).status).toBe(201);
      expect((await merchant.delete('/api2/applets/short-lived')).status).toBe(403);
      const builtin = await staff.delete('/api2/applets/rec');
      expect(builtin.status).toBe(400);
      expect(builtin.body.message).toBe(REGISTRY_MESSAGES.builtinNotRemovable);
      expect((await staff.delete('/api2/applets/nothing-here')).status).toBe(404);
      // NUL never reaches a route: the edge answers 400 naming the parameter.
      const nul = await staff.delete(`/api2/applets/${'%00'.repeat(3)}`);
      expect([nul.status, nul.body.message]).toEqual([400, 'path parameter id must not contain NUL characters']);
      // fastify refuses over-long path parameters itself.
      expect((await staff.delete(`/api2/applets/${'x'.repeat(500)}`)).status).toBe(414);
    });

    it('removes it from every list and from the CSP', async () => {
      const before = directive(cspOf(await httpClient(server).get('/login')), 'script-src');
      expect(before).toContain('https://other.example.org:8443');
      const res = await staff.delete('/api2/applets/short-lived');
      expect(res.status).toBe(204);
      expect(ids((await staff.get(`/api2/applets?site=${northwind.id}`)).body)).not.toContain('short-lived');
      expect(ids((await staff.get('/api2/applets/all')).body)).not.toContain('short-lived');
      const after = directive(cspOf(await httpClient(server).get('/login')), 'script-src');
      expect(after).not.toContain('other.example.org');
      // Other remotes on the first origin are still allowed.
      expect(after).toContain(REMOTE_ORIGIN);
      expect((await staff.delete('/api2/applets/short-lived')).status).toBe(404);
    });
  });
});

describe('built-in applets: server registry and console build agree', () => {
  it('maps every built-in registration to a chunk whose definition has the same id and route', async () => {
    const { BUILTIN_APPLETS } = await import('../../server/applets-registry/builtins');
    expect(Object.keys(BUILTIN_APPLET_LOADERS).sort()).toEqual(BUILTIN_APPLETS.map((a) => a.id).sort());
    for (const registration of BUILTIN_APPLETS) {
      const { default: definition } = await BUILTIN_APPLET_LOADERS[registration.id]();
      expect(isAppletDefinition(definition)).toBe(true);
      expect(definition).toMatchObject({ id: registration.id, route: registration.route, title: registration.title, sdkVersion: registration.sdkVersion });
    }
  });
});
