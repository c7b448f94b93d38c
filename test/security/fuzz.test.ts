// Every bad input gets a clear 4xx and loses nothing (issue: trust at the server, part 4).
// Driven by the server's own route list: every state-changing route has a valid request in
// fuzz/targets.ts, and each of its fields is sent NUL, lone surrogates, 10,000-deep nesting,
// numeric extremes, huge strings and arrays, wrong types and prototype keys. No answer may be
// a 5xx; a refusal is JSON with a message and leaves the resource as it was.
import { isDeepStrictEqual } from 'node:util';
import { httpClient, type HttpClient, type HttpResponse } from '../helpers/http';
import { registeredRoutes, UNSAFE_METHODS } from '../helpers/routes';
import { useSignedInServer } from '../helpers/signed-in';
import { GRAPHQL_TARGETS, type GraphqlTarget } from './fuzz/graphql';
import { CORE_FAMILIES, FAMILIES, HOSTILE_KEYS, pathName, withKey, withValue } from './fuzz/mutations';
import { FUZZ_APPLET, SITE, TARGETS, URL_FAMILIES, type BodyTarget, type Fixtures, type Snapshot, type Target, type UrlTarget, type Who } from './fuzz/targets';

const NO_READ: Snapshot = { status: 0, body: null };

jest.setTimeout(180_000);

interface Probe {
  label: string;
  method: string;
  path: string;
  text?: string;
}

/** A probe built over the resource as it is now: a valid body carries the current __v. */
type MakeProbe = (current: Snapshot) => Probe;

/** A fuzzed answer's problems, if any: a 5xx, or a refusal that is not JSON with a message. */
function answerProblem(res: HttpResponse): string | undefined {
  if (res.status >= 500) return `answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`;
  if (res.status >= 400 && (typeof res.body !== 'object' || res.body === null || typeof res.body.message !== 'string' || !res.body.message)) {
    return `answered ${res.status} without a JSON message: ${String(JSON.stringify(res.body)).slice(0, 200)}`;
  }
  return undefined;
}

/** One field at a time: the first with every family, the others with the core few; then hostile keys. */
function bodyProbes(method: string, target: BodyTarget, fx: Fixtures): MakeProbe[] {
  const probe = (label: string, text: (body: Record<string, unknown>) => string): MakeProbe => (current) => ({
    label,
    method,
    path: target.path(fx),
    text: text(target.body(current, fx)),
  });
  const probes = target.fields.flatMap((field, i) =>
    (i === 0 ? FAMILIES : CORE_FAMILIES).map((family) => probe(`${pathName(field)} = ${family.name}`, (body) => withValue(body, field, family))),
  );
  return [...probes, ...HOSTILE_KEYS.map((key) => probe(key.name, (body) => withKey(body, key)))];
}

function urlProbes(method: string, target: UrlTarget, fx: Fixtures): MakeProbe[] {
  return URL_FAMILIES.flatMap((family) =>
    target.urls(fx, family.value).map((path, slot): MakeProbe => () => ({ label: `URL slot ${slot} = ${family.name}`, method, path })),
  );
}

describe('fuzzing every JSON route: no 5xx, refusals are JSON with a message and change nothing', () => {
  const env = useSignedInServer();
  const fx = {} as Fixtures;
  const clients = {} as Record<Who, HttpClient>;

  beforeAll(async () => {
    clients.merchant = env.merchant;
    clients.staff = env.staff;
    clients.anonymous = httpClient(env.server);
    fx.userId = (await env.merchant.get('/api2/auth/')).body._id;
    const doc = await env.merchant.post('/api2/applet', { site: SITE.id, applet: FUZZ_APPLET, content: 'x' });
    if (doc.status !== 201) throw new Error(`could not create the fuzzed document: ${doc.status}`);
    fx.docId = doc.body._id;
    const rec = await env.merchant.post('/api2/recommendation/create', { site: SITE.id, recommendation: { kind: 'online', place: 'H', qualifiedName: 'best-sellers' } });
    if (rec.status !== 201) throw new Error(`could not create the fuzzed recommendation: ${rec.status} ${JSON.stringify(rec.body)}`);
    fx.recId = rec.body._id;
  });

  it('has a valid request (or a reason) for every state-changing route the server registers', () => {
    const routes = registeredRoutes().filter((r) => UNSAFE_METHODS.has(r.method)).map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((key) => !Object.hasOwn(TARGETS, key))).toEqual([]);
    expect(Object.keys(TARGETS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  /** Sends one probe; returns what went wrong, if anything. */
  async function run(target: Target, make: MakeProbe): Promise<string | undefined> {
    const client = clients[target.as];
    const before = target.read ? await target.read(client, fx) : NO_READ;
    const probe = make(before);
    const res = await client.request(probe.method, probe.path, probe.text);
    const where = `${probe.method} ${probe.path.slice(0, 80)} with ${probe.label}`;
    const problem = answerProblem(res);
    if (problem) return `${where}: ${problem}`;
    if (res.status >= 400 && target.read && !isDeepStrictEqual(await target.read(client, fx), before)) {
      return `${where}: refused with ${res.status} but changed the resource`;
    }
    return undefined;
  }

  const entries = Object.entries(TARGETS).filter((e): e is [string, Target[]] => Array.isArray(e[1]));

  it.each(entries)('%s', async (route, targets) => {
    const method = route.split(' ')[0];
    const failures: string[] = [];
    let sent = 0;
    for (const target of targets) {
      const probes = target.kind === 'body' ? bodyProbes(method, target, fx) : urlProbes(method, target, fx);
      for (const make of probes) {
        const failure = await run(target, make);
        sent += 1;
        if (failure) failures.push(failure);
      }
    }
    expect(sent).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it('mutates every argument of every GraphQL root field the schema has', async () => {
    const res = await clients.staff.post('/graphql', { query: '{ __schema { queryType { fields { name args { name } } } } }' });
    const fields = res.body.data.__schema.queryType.fields as Array<{ name: string; args: Array<{ name: string }> }>;
    const args = fields.flatMap((f) => f.args.map((a) => `${f.name}(${a.name})`));
    const covered = new Set(GRAPHQL_TARGETS.flatMap((t) => t.fields.map((path) => `${t.name}(${typeof path === 'string' ? path : path[0]})`)));
    expect(args.length).toBeGreaterThan(10);
    expect(args.filter((a) => !covered.has(a))).toEqual([]);
  });

  /** GraphQL answers 200 with errors beside data, or 400 before running: never a 5xx nor INTERNAL_SERVER_ERROR. */
  function graphqlProblem(res: HttpResponse): string | undefined {
    if (res.status >= 500) return `answered ${res.status}`;
    const errors = (res.body?.errors ?? []) as Array<{ message?: unknown; extensions?: { code?: unknown } }>;
    if (res.status >= 400 && !errors.length) return `answered ${res.status} without errors`;
    const bad = errors.find((e) => typeof e.message !== 'string' || !e.message || e.extensions?.code === 'INTERNAL_SERVER_ERROR');
    return bad ? `answered ${JSON.stringify(bad).slice(0, 200)}` : undefined;
  }

  it.each(GRAPHQL_TARGETS.map((t) => [t.name, t] as const))('GraphQL %s arguments', async (_name, target: GraphqlTarget) => {
    const failures: string[] = [];
    const request = { query: target.query, variables: target.variables };
    // The unmutated request runs: the probes below reach the resolvers, not a schema error.
    const valid = await clients[target.as].post('/graphql', request);
    expect([valid.status, valid.body.errors]).toEqual([200, undefined]);
    const probes = target.fields.flatMap((field, i) => (i === 0 ? FAMILIES : CORE_FAMILIES).map((family) => ({ field, family })));
    for (const { field, family } of probes) {
      const res = await clients[target.as].request('POST', '/graphql', withValue(request, ['variables', ...field], family));
      const problem = graphqlProblem(res);
      if (problem) failures.push(`${pathName(field)} = ${family.name}: ${problem}`);
    }
    expect(probes.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
