import dns from 'node:dns';
import http from 'node:http';
import type net from 'node:net';
import { fetchPublicText, LOOPBACK_HINT, type Resolve } from './fetchPublic';

const LIMITS = { timeoutMs: 3_000, maxBytes: 1024, maxRedirects: 3 };
const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

/** Names a test gives addresses to; every other name goes to the system resolver. */
const fakeDns =
  (names: Record<string, string[]>): Resolve =>
  (hostname, options, callback) => {
    const addresses = names[hostname];
    if (!addresses) return dns.lookup(hostname, options, callback);
    callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };

describe('fetchPublicText', () => {
  let server: http.Server;
  let base: string;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const redirect = /^\/to\?(.*)$/.exec(req.url ?? '');
      if (redirect) return res.writeHead(302, { location: decodeURIComponent(redirect[1]) }).end();
      if (req.url === '/big') return res.end('x'.repeat(LIMITS.maxBytes + 1));
      if (req.url === '/applet.json') return res.end('{"id":"ok"}');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const refusal = (url: string, policy = strict, resolve?: Resolve) =>
    fetchPublicText(url, policy, LIMITS, resolve).then(
      () => 'fetched',
      (err: Error) => err.message,
    );

  it('reads a file from loopback only when loopback is allowed (the developer case)', async () => {
    await expect(fetchPublicText(`${base}/applet.json`, dev, LIMITS)).resolves.toEqual({ url: `${base}/applet.json`, text: '{"id":"ok"}' });
    expect(await refusal(`${base}/applet.json`)).toBe('127.0.0.1 is not a public address. ' + LOOPBACK_HINT);
  });

  it.each([
    ['IPv6 loopback', 'http://[::1]:1/applet.json', '::1 is not a public address. ' + LOOPBACK_HINT],
    ['a decimal IPv4 loopback', 'http://2130706433:1/', '127.0.0.1 is not a public address. ' + LOOPBACK_HINT],
    ['a hex IPv4 loopback', 'http://0x7f.1:1/', '127.0.0.1 is not a public address. ' + LOOPBACK_HINT],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]:1/', '::ffff:7f00:1 is not a public address. ' + LOOPBACK_HINT],
    ['a private address', 'http://10.0.0.1/applet.json', '10.0.0.1 is not a public address'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public address'],
    ['IPv6 metadata', 'http://[fd00:ec2::254]/', 'fd00:ec2::254 is not a public address'],
    ['IPv6 link-local', 'http://[fe80::1]/', 'fe80::1 is not a public address'],
  ])('refuses %s literally (%s)', async (_what, url, message) => {
    expect(await refusal(url)).toBe(message);
  });

  it('refuses a name that resolves to loopback (localhost)', async () => {
    expect(await refusal(`http://localhost:${port}/applet.json`)).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is not a public address\. To try an applet running on your own machine, /);
  });

  it.each([
    ['a private address', ['10.1.2.3']],
    ['the metadata address', ['169.254.169.254']],
    ['IPv6 unique local', ['fd00:ec2::254']],
    ['one public and one private address', ['93.184.215.14', '192.168.0.10']],
  ])('refuses a name that resolves to %s', async (_what, addresses) => {
    const resolve = fakeDns({ 'applets.example.test': addresses });
    expect(await refusal('http://applets.example.test/applet.json', strict, resolve)).toMatch(/^applets\.example\.test resolves to .*, which is not a public address$/);
  });

  it.each([
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public address'],
    ['a private address', 'http://192.168.1.1/applet.json', '192.168.1.1 is not a public address'],
    ['IPv6 link-local', 'http://[fe80::1]/applet.json', 'fe80::1 is not a public address'],
    ['a name of a private host', 'http://intranet.example.test/applet.json', 'intranet.example.test resolves to 10.0.0.7, which is not a public address'],
    ['a file: URL', 'file:///etc/passwd', 'it redirects to file: URL'],
  ])('refuses a redirect to %s', async (_what, target, message) => {
    const resolve = fakeDns({ 'intranet.example.test': ['10.0.0.7'] });
    expect(await refusal(`${base}/to?${encodeURIComponent(target)}`, dev, resolve)).toBe(message);
  });

  it('follows a redirect to an allowed host, and says where it read the file', async () => {
    await expect(fetchPublicText(`${base}/to?${encodeURIComponent('/applet.json')}`, dev, LIMITS)).resolves.toEqual({ url: `${base}/applet.json`, text: '{"id":"ok"}' });
  });

  it('stops after a few redirects, at a size cap and on an error status', async () => {
    const loop = `${base}/to?${encodeURIComponent(`/to?${encodeURIComponent(`/to?${encodeURIComponent(`/to?${encodeURIComponent('/applet.json')}`)}`)}`)}`;
    expect(await refusal(loop, dev)).toBe('it redirects more than 3 times');
    expect(await refusal(`${base}/big`, dev)).toBe('it is too large');
    expect(await refusal(`${base}/missing`, dev)).toBe('it answered 404');
  });
});
