import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from '../../../config';
import { connectClickHouseServer } from './connect';

/** A stand-in for a ClickHouse server's HTTP interface answering every request the same way. */
async function fakeServer(status: number, body: string, code?: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'Content-Type': 'text/plain', ...(code ? { 'X-ClickHouse-Exception-Code': code } : {}) });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://app:wrong@127.0.0.1:${port}/vitrine`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('connecting to a ClickHouse server at start-up', () => {
  it('an unreachable URL is one line naming ANALYTICS_URL, without the password', async () => {
    const free = await fakeServer(200, '');
    await free.close();
    const error = await connectClickHouseServer(free.url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^ANALYTICS_URL http:\/\/app:\*\*\*@127\.0\.0\.1:\d+\/vitrine: the server cannot be reached \(ECONNREFUSED\)$/);
    expect((error as Error).message).not.toContain('wrong');
  });

  it('a wrong password is said as such', async () => {
    const server = await fakeServer(516, 'Code: 516. DB::Exception: app: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) (version 26.7.2.1)\n', '516');
    try {
      await expect(connectClickHouseServer(server.url)).rejects.toThrow(/^ANALYTICS_URL http:\/\/app:\*\*\*@127\.0\.0\.1:\d+\/vitrine: the server refused the user or password$/);
    } finally {
      await server.close();
    }
  });

  it('a missing database is said as such', async () => {
    const server = await fakeServer(404, 'Code: 81. DB::Exception: Database vitrine does not exist. (UNKNOWN_DATABASE) (version 26.7.2.1)\n', '81');
    try {
      await expect(connectClickHouseServer(server.url)).rejects.toThrow(/: the database does not exist on the server$/);
    } finally {
      await server.close();
    }
  });
});
