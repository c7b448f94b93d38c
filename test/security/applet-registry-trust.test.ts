// The applet registry's two doors a non-staff request or a hostile URL could push: the load
// error any console reports (only for an applet its user can launch, bounded, rate-limited),
// and registering by URL, where the server fetches on staff's say-so (public hosts only).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGISTRY_MESSAGES as M } from '../../server/applets-registry/messages';
import { MAX_LOAD_ERROR_LENGTH } from '../../server/applets-registry/loadErrors';
import { SEED_SITES } from '../../server/seed/world';
import { httpClient } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';
import { startStaticServer, type StaticServer } from '../helpers/static-server';
import { setAppletEnabled } from '../helpers/versioned';

jest.setTimeout(90_000);

const own = SEED_SITES.find((s) => s.org === 'northwind' && !s.flags.HicPlusInternalReporting)!;
const flagged = SEED_SITES.find((s) => s.org === 'northwind' && s.flags.HicPlusInternalReporting)!;
const foreign = SEED_SITES.find((s) => s.org === 'globex')!;

function remote(id: string, requires: Record<string, unknown> = {}) {
  return {
    id,
    route: id,
    title: `Applet ${id}`,
    description: 'A third-party applet',
    icon: 'application',
    sdkVersion: '^1.0.0',
    requires,
    source: { kind: 'remote', url: `https://apps.example.com/${id}/remoteEntry.js`, scope: id.replace(/-/g, '_'), module: './Applet' },
  };
}

type Listed = { id: string; lastLoadError: { message: string } | null };

describe('applet registry trust', () => {
  // The default: no VITRINE_ALLOW_LOOPBACK_APPLETS, as a deployed console runs.
  const env = useSignedInServer();
  const lastError = async (id: string) => ((await env.staff.get('/api2/applets/all')).body as Listed[]).find((a) => a.id === id)?.lastLoadError ?? null;
  const report = (id: string, body: unknown, client = env.merchant) => client.post(`/api2/applets/${id}/load-error`, body);

  beforeAll(async () => {
    for (const [id, requires] of [
      ['trust-open', {}],
      ['trust-off', {}],
      ['trust-staff', { staff: true }],
      ['trust-flagged', { flags: ['HicPlusInternalReporting'] }],
      ['trust-rate', {}],
    ] as const) {
      expect((await env.staff.post('/api2/applets', remote(id, requires))).status).toBe(201);
    }
    expect((await setAppletEnabled(env.staff, 'trust-off', false)).status).toBe(200);
  });

  describe('POST /api2/applets/:id/load-error', () => {
    it('records what a merchant whose console could launch the applet reports', async () => {
      expect((await httpClient(env.server).post('/api2/applets/trust-open/load-error', { site: own.id, message: 'x' })).status).toBe(401);
      expect((await report('trust-open', { site: own.id, message: '  Script error.  ' })).status).toBe(204);
      expect(await lastError('trust-open')).toEqual({ message: 'Script error.', at: expect.any(String) });
      // Only staff read it back.
      expect((await env.merchant.get('/api2/applets/all')).status).toBe(403);
    });

    it.each([
      ['a disabled registration', 'trust-off', own.id],
      ['a staff-only applet', 'trust-staff', own.id],
      ['an applet whose flag the site lacks', 'trust-flagged', own.id],
      ['a site of another organization', 'trust-open', foreign.id],
      ['a site that does not exist', 'trust-open', 'ffffffffffffffffffffffff'],
    ])('a merchant cannot write onto %s: 404, nothing changes', async (_what, id, site) => {
      const before = await lastError(id);
      const res = await report(id, { site, message: 'Spoiled by a merchant' });
      expect(res.status).toBe(404);
      expect(await lastError(id)).toEqual(before);
    });

    it('the same flagged applet is the merchant’s to report on the site that has the flag', async () => {
      expect((await report('trust-flagged', { site: flagged.id, message: 'flagged failed' })).status).toBe(204);
      expect((await lastError('trust-flagged'))?.message).toBe('flagged failed');
    });

    it('answers unknown and built-in ids like unknown applets', async () => {
      for (const id of ['no-such-applet', 'rec', 'Not%20An%20Id']) {
        expect((await report(id, { site: own.id, message: 'x' })).status).toBe(404);
      }
    });

    it.each([
      ['no message', { site: own.id }, M.missingField('message')],
      ['an empty message', { site: own.id, message: '   ' }, M.missingField('message')],
      ['a message that is not text', { site: own.id, message: { text: 'x' } }, M.missingField('message')],
      ['a message that is too long', { site: own.id, message: 'x'.repeat(MAX_LOAD_ERROR_LENGTH + 1) }, M.tooLong('message', MAX_LOAD_ERROR_LENGTH)],
      ['no site', { message: 'x' }, 'missing site or site _id'],
      ['a site that is not an id', { site: '../etc', message: 'x' }, 'site must be a 24-character hex id'],
      ['an unknown field', { site: own.id, message: 'x', at: '2020-01-01' }, expect.stringContaining('at')],
      ['a body that is not an object', ['x'], expect.any(String)],
    ])('refuses %s with a 400 and writes nothing', async (_what, body, message) => {
      const before = await lastError('trust-open');
      const res = await report('trust-open', body);
      expect([res.status, res.body?.message]).toEqual([400, message]);
      expect(await lastError('trust-open')).toEqual(before);
    });

    it('takes at most ten reports a minute from one user, then answers 429', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await report('trust-rate', { site: own.id, message: `failure ${i}` }, env.staff)).status);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(204));
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect((await lastError('trust-rate'))?.message).toBe('failure 9');
    });
  });

  describe('POST /api2/applets/manifest fetches public hosts only', () => {
    let host: StaticServer;
    let dir: string;
    beforeAll(async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'applet-ssrf-'));
      fs.writeFileSync(path.join(dir, 'applet.json'), JSON.stringify({ ...remote('trust-local'), source: { kind: 'remote', url: 'remoteEntry.js', scope: 'trustLocal', module: './Applet' } }));
      host = await startStaticServer(dir);
    });
    afterAll(async () => {
      await host?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    // A valid applet.json is really served on loopback: a refusal is the guard, not a 404.
    it.each([
      ['IPv4 loopback', () => `${host.url}/applet.json`, /127\.0\.0\.1 is not a public address\. To try an applet running on your own machine, .*VITRINE_ALLOW_LOOPBACK_APPLETS=1\.$/],
      ['a name that resolves to loopback', () => `${host.url.replace('127.0.0.1', 'localhost')}/applet.json`, /localhost resolves to (127\.0\.0\.1|::1), which is not a public address\. To try an applet running on your own machine, .*VITRINE_ALLOW_LOOPBACK_APPLETS=1\.$/],
      ['loopback as a decimal number', () => `${host.url.replace('127.0.0.1', '2130706433')}/applet.json`, /127\.0\.0\.1 is not a public address\. To try an applet running on your own machine, .*VITRINE_ALLOW_LOOPBACK_APPLETS=1\.$/],
      ['IPv6 loopback', () => 'http://[::1]:9/applet.json', /::1 is not a public address\. To try an applet running on your own machine, .*VITRINE_ALLOW_LOOPBACK_APPLETS=1\.$/],
      ['IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]:9/applet.json', /::ffff:7f00:1 is not a public address\. To try an applet running on your own machine, .*VITRINE_ALLOW_LOOPBACK_APPLETS=1\.$/],
      ['0.0.0.0', () => 'http://0.0.0.0:9/applet.json', /0\.0\.0\.0 is not a public address$/],
      ['10/8', () => 'http://10.0.0.1/applet.json', /10\.0\.0\.1 is not a public address$/],
      ['172.16/12', () => 'http://172.16.0.1/applet.json', /172\.16\.0\.1 is not a public address$/],
      ['192.168/16', () => 'http://192.168.1.1/applet.json', /192\.168\.1\.1 is not a public address$/],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is not a public address$/],
      ['Alibaba’s metadata address', () => 'http://100.100.100.200/latest/meta-data/', /100\.100\.100\.200 is not a public address$/],
      ['IPv6 unique local (AWS metadata)', () => 'http://[fd00:ec2::254]/latest/meta-data/', /fd00:ec2::254 is not a public address$/],
      ['IPv6 link-local', () => 'https://[fe80::1]/applet.json', /fe80::1 is not a public address$/],
      ['IPv4-mapped metadata', () => 'http://[::ffff:169.254.169.254]/', /::ffff:a9fe:a9fe is not a public address$/],
    ])('refuses %s with a 400 that says why, registering nothing', async (_what, url, message) => {
      const res = await env.staff.post('/api2/applets/manifest', { url: url() });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(((await env.staff.get('/api2/applets/all')).body as Listed[]).map((a) => a.id)).not.toContain('trust-local');
    });
  });
});
