// Issue 27 item 1: after signing in, the server sends the browser only to a path on the
// console. Real HTTP: the sign-in form's post and the 303 it answers, read as a browser would.
import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { MERCHANT } from '../helpers/signed-in';
import { OPEN_REDIRECT_SHAPES, SAME_ORIGIN_PATHS } from './open-redirect-corpus';

jest.setTimeout(180_000);

describe('the redirect after signing in', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  const signInWithNext = (next: string) => httpClient(server).signIn(MERCHANT.email, MERCHANT.password, { next });

  it.each(OPEN_REDIRECT_SHAPES)('sends %s home, on the console', async (_name, next) => {
    const res = await signInWithNext(next);
    // A NUL never reaches the sign-in: the server refuses such a body with 400 (no redirect).
    const refused = next.includes('\u0000');
    expect(res.status).toBe(refused ? 400 : 303);
    expect(res.headers.get('location')).toBe(refused ? null : '/');
  });

  it.each(SAME_ORIGIN_PATHS)('sends %j back to that console page', async (next, expected) => {
    const res = await signInWithNext(next);
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(expected);
    // Where a browser goes with that header: this console, whatever the path says.
    expect(new URL(location, server.url).origin).toBe(server.url);
  });
});
