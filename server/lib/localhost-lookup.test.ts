import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getText } from './localhost-lookup';

describe('getText', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/hop') return void res.writeHead(302, { location: '/page' }).end();
      if (req.url === '/away') return void res.writeHead(302, { location: 'http://evil.example/' }).end();
      res.end(`host=${req.headers.host} url=${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reaches a *.localhost name on loopback, as browsers do, with that Host, following same-origin redirects', async () => {
    const res = await getText(`http://shop-a.localhost:${port}/hop`, { timeoutMs: 2000, maxBytes: 1000 });
    expect(res).toMatchObject({ status: 200, text: `host=shop-a.localhost:${port} url=/page` });
    expect((await getText(`http://shop-a.localhost:${port}/away`, { timeoutMs: 2000, maxBytes: 1000 }))?.status).toBe(302);
    expect(await getText(`http://shop-a.localhost:${port}/page`, { timeoutMs: 2000, maxBytes: 5 })).toBeNull();
  });
});
