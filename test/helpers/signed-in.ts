// A test server with the demo world's merchant and staff already signed in over HTTP: the
// setup most integration files start from.
import { httpClient, type HttpClient } from './http';
import { startServer, type RunningServer, type StartOptions } from './server';

export interface Account {
  email: string;
  password: string;
}

/** The seeded demo accounts (README "Demo accounts"). */
export const MERCHANT: Account = { email: 'merchant@example.com', password: 'vitrine-merchant' };
export const STAFF: Account = { email: 'staff@vitrine.dev', password: 'vitrine-staff' };

/** Signs the client in; a refused sign-in fails the setup here rather than as a 401 in some later test. */
export async function signInAs(client: HttpClient, who: Account): Promise<HttpClient> {
  const res = await client.signIn(who.email, who.password);
  // The sign-in form answers with a redirect into the console; anything else is a refusal.
  if (res.status !== 302 && res.status !== 303) throw new Error(`Signing in as ${who.email} answered ${res.status}, not a redirect`);
  return client;
}

export interface SignedInServer {
  server: RunningServer;
  merchant: HttpClient;
  staff: HttpClient;
}

/**
 * One server for the calling describe block (started in beforeAll, stopped in afterAll) with a
 * signed-in client per account. The fields are filled in by beforeAll: read them inside tests.
 */
export function useSignedInServer(opts: StartOptions = {}): SignedInServer {
  const env = {} as SignedInServer;
  beforeAll(async () => {
    env.server = await startServer(opts);
    [env.merchant, env.staff] = await Promise.all([signInAs(httpClient(env.server), MERCHANT), signInAs(httpClient(env.server), STAFF)]);
  });
  afterAll(() => env.server?.stop());
  return env;
}
