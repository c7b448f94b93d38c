import { defineApplet, type AppletDefinition, type AppletRegistration } from 'sdk';
import { AppletLoadError, createAppletLoader, type AppletLoaderDeps } from './loadApplet';
import { APPLET_LOAD_MESSAGES as M } from './messages';

const Page = () => null;

function definition(overrides: Partial<Parameters<typeof defineApplet>[0]> = {}): AppletDefinition {
  return defineApplet({
    id: 'weather',
    route: 'weather',
    title: 'Weather',
    description: '',
    icon: 'cloud',
    sdkVersion: '^1.0.0',
    nav: [],
    pages: [{ path: '', load: async () => ({ default: Page }) }],
    ...overrides,
  });
}

const remoteSource = { kind: 'remote', url: 'https://apps.example.com/remoteEntry.js', scope: 'weather', module: './Applet' } as const;

function registration(overrides: Partial<AppletRegistration> = {}): AppletRegistration {
  return { id: 'weather', route: 'weather', title: 'Weather', description: '', icon: 'cloud', sdkVersion: '^1.0.0', requires: {}, source: remoteSource, ...overrides };
}

function loaderWith(overrides: Partial<AppletLoaderDeps> = {}) {
  const deps = {
    builtins: { chk: jest.fn(async () => ({ default: definition({ id: 'chk', route: 'chk' }) })) },
    loadRemote: jest.fn(async (): Promise<unknown> => definition()),
    sdkVersion: '1.4.0',
    ...overrides,
  };
  return { deps, loadApplet: createAppletLoader(deps) };
}

async function failure(promise: Promise<unknown>): Promise<AppletLoadError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppletLoadError);
  return error as AppletLoadError;
}

describe('loadApplet', () => {
  it('loads a built-in applet from the registry map', async () => {
    const { deps, loadApplet } = loaderWith();
    const applet = await loadApplet(registration({ id: 'chk', route: 'chk', source: { kind: 'builtin' } }));
    expect(applet.id).toBe('chk');
    expect(deps.builtins.chk).toHaveBeenCalledTimes(1);
    expect(deps.loadRemote).not.toHaveBeenCalled();
  });

  it('loads a remote through loadRemote with its source', async () => {
    const { deps, loadApplet } = loaderWith();
    const applet = await loadApplet(registration());
    expect(applet.title).toBe('Weather');
    expect(deps.loadRemote).toHaveBeenCalledWith(remoteSource);
  });

  it('refuses an incompatible registration without fetching its code', async () => {
    const { deps, loadApplet } = loaderWith();
    const error = await failure(loadApplet(registration({ sdkVersion: '^9.0.0' })));
    expect(error.message).toBe('This applet needs SDK ^9.0.0; the console provides 1.4.0.');
    expect(error.reason).toBe('incompatible');
    expect(deps.loadRemote).not.toHaveBeenCalled();
  });

  it('refuses code whose own definition needs another SDK', async () => {
    const { loadApplet } = loaderWith({ loadRemote: async () => definition({ sdkVersion: '>=2.0.0' }) });
    expect((await failure(loadApplet(registration()))).message).toBe(M.needsSdk('>=2.0.0', '1.4.0'));
  });

  it('treats an invalid range as incompatible', async () => {
    const { loadApplet } = loaderWith();
    expect((await failure(loadApplet(registration({ sdkVersion: 'latest' })))).reason).toBe('incompatible');
  });

  it.each([
    ['a plain object', { id: 'weather', route: 'weather', pages: [] }],
    ['a copy of a definition', { ...definition() }],
    ['nothing', undefined],
  ])('refuses %s as the default export', async (_what, exported) => {
    const { loadApplet } = loaderWith({ loadRemote: async () => exported });
    expect((await failure(loadApplet(registration()))).message).toBe(M.couldNotLoad(M.notADefinition));
  });

  it('refuses code that declares another applet id', async () => {
    const { loadApplet } = loaderWith({ loadRemote: async () => definition({ id: 'other', route: 'weather' }) });
    expect((await failure(loadApplet(registration()))).message).toBe(M.couldNotLoad(M.wrongId('other', 'weather')));
  });

  it('wraps a loading failure in a readable message and keeps the cause', async () => {
    const cause = new Error('its code could not be fetched from https://apps.example.com/remoteEntry.js.');
    const { loadApplet } = loaderWith({ loadRemote: async () => Promise.reject(cause) });
    const error = await failure(loadApplet(registration()));
    expect(error.message).toBe('This applet could not be loaded: its code could not be fetched from https://apps.example.com/remoteEntry.js.');
    expect(error.cause).toBe(cause);
    expect(error.appletId).toBe('weather');
  });

  it('reports a manifest that defineApplet refused while the module ran', async () => {
    const { loadApplet } = loaderWith({
      loadRemote: async () => definition({ title: '' }),
    });
    expect((await failure(loadApplet(registration()))).message).toMatch(/^This applet could not be loaded: Invalid applet "weather":\n- title must not be empty/);
  });

  it('refuses an unknown built-in and an unknown source kind', async () => {
    const { loadApplet } = loaderWith();
    expect((await failure(loadApplet(registration({ id: 'nope', source: { kind: 'builtin' } })))).message).toBe(M.couldNotLoad(M.unknownBuiltin('nope')));
    // Inherited properties are not applets.
    expect((await failure(loadApplet(registration({ id: 'constructor', source: { kind: 'builtin' } })))).message).toContain('no built-in applet');
    const odd = registration({ source: { kind: 'cdn' } as unknown as AppletRegistration['source'] });
    expect((await failure(loadApplet(odd))).message).toBe(M.couldNotLoad(M.unknownSource));
  });

  it('loads each registration once, and again after a failure', async () => {
    const loadRemote = jest.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(async () => definition());
    const { loadApplet } = loaderWith({ loadRemote });
    await failure(loadApplet(registration()));
    const [a, b] = await Promise.all([loadApplet(registration()), loadApplet(registration())]);
    expect(a).toBe(b);
    expect(await loadApplet(registration())).toBe(a);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });
});
