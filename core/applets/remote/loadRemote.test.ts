import { APPLET_LOAD_MESSAGES as M } from '../messages';
import { createRemoteLoader, type FederationContainer, type RemoteLoaderDeps } from './loadRemote';
import { RemoteLoadError } from './RemoteLoadError';

const source = { url: 'https://apps.example.com/remoteEntry.js', scope: 'weatherApp', module: './Applet' };
const APPLET = { marker: 'the default export' };

function fakeContainer(modules: Record<string, unknown> = { './Applet': { default: APPLET } }) {
  return {
    init: jest.fn(async (_scope: unknown) => {}),
    get: jest.fn(async (name: string) => {
      if (!(name in modules)) throw new Error(`Module "${name}" does not exist in container.`);
      return () => modules[name];
    }),
  } satisfies FederationContainer;
}

function setup(overrides: Partial<RemoteLoaderDeps> = {}, container: unknown = fakeContainer()) {
  const globals: Record<string, unknown> = {};
  const shareScope = { react: {} };
  const deps = {
    globals,
    timeoutMs: 1000,
    // The fake "script" defines the container, as remoteEntry.js does.
    loadScript: jest.fn(async () => {
      globals[source.scope] = container;
    }),
    shareScope: jest.fn(async () => shareScope),
    ...overrides,
  };
  return { deps, globals, shareScope, loadRemote: createRemoteLoader(deps) };
}

describe('loadRemote', () => {
  it('loads remoteEntry.js, shares the console scope with the container and returns the default export', async () => {
    const container = fakeContainer();
    const { deps, shareScope, loadRemote } = setup({}, container);
    await expect(loadRemote(source)).resolves.toBe(APPLET);
    expect(deps.loadScript).toHaveBeenCalledWith(source.url, 1000);
    expect(container.init).toHaveBeenCalledWith(shareScope);
    expect(container.get).toHaveBeenCalledWith('./Applet');
  });

  it('fetches and initialises a container once', async () => {
    const container = fakeContainer();
    const { deps, loadRemote } = setup({}, container);
    await Promise.all([loadRemote(source), loadRemote(source)]);
    await loadRemote(source);
    expect(deps.loadScript).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledTimes(1);
  });

  it('passes a script failure on and retries on the next launch', async () => {
    const failing = jest.fn().mockRejectedValueOnce(new RemoteLoadError(M.fetchFailed(source.url)));
    const container = fakeContainer();
    const { globals, loadRemote } = setup({ loadScript: failing }, container);
    await expect(loadRemote(source)).rejects.toThrow(M.fetchFailed(source.url));
    failing.mockImplementation(async () => {
      globals[source.scope] = container;
    });
    await expect(loadRemote(source)).resolves.toBe(APPLET);
  });

  it('refuses a script that defines no container under the scope', async () => {
    const { loadRemote } = setup({}, { notAContainer: true });
    await expect(loadRemote(source)).rejects.toThrow(M.noContainer(source.url, source.scope));
  });

  it('refuses a scope that already names something else on the page', async () => {
    const { globals, deps, loadRemote } = setup();
    globals[source.scope] = { get: () => {}, init: () => {} };
    await expect(loadRemote(source)).rejects.toThrow(M.scopeTaken(source.scope));
    expect(deps.loadScript).not.toHaveBeenCalled();
  });

  it('refuses a second remoteEntry.js claiming a scope already loaded', async () => {
    const { loadRemote } = setup();
    await loadRemote(source);
    await expect(loadRemote({ ...source, url: 'https://elsewhere.example/remoteEntry.js' })).rejects.toThrow(M.scopeTaken(source.scope));
  });

  it('names a missing exposed module', async () => {
    const { loadRemote } = setup();
    await expect(loadRemote({ ...source, module: './Other' })).rejects.toThrow(M.noModule(source.scope, './Other'));
  });

  it('reports a container that cannot take the share scope', async () => {
    const container = fakeContainer();
    container.init.mockRejectedValue(new Error('Container initialization failed'));
    const { loadRemote } = setup({}, container);
    await expect(loadRemote(source)).rejects.toThrow(M.sharingFailed(source.scope, 'Container initialization failed'));
  });

  it('says so when the console was built without Module Federation', async () => {
    const { loadRemote } = setup({ shareScope: async () => Promise.reject(new RemoteLoadError(M.noFederation)) });
    await expect(loadRemote(source)).rejects.toThrow(M.noFederation);
  });
});
