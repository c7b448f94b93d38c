import { createMemoryBackend, createStorage } from './createStorage';
import {
  MAX_RECENT_PATHS,
  addRecentPath,
  createLocationMemory,
  shouldSaveLocation,
  type LocationSchema,
} from './recentPaths';

describe('shouldSaveLocation', () => {
  it.each([
    '/applet/rec/x',
    '/applet/rec',
    '/app/home',
    '/app/home/',
    '/app/home?site-xid=1',
    '/applet/chk/checkout/score#top',
  ])('saves %s', (path) => {
    expect(shouldSaveLocation(path)).toBe(true);
  });

  it.each(['/app', '/app/', '/applet', '/applet/', '/login', '/', '', '/public/gallery', '/apps/home', '/App/home', '/app?x=/y', '/login/app/home'])(
    'does not save %j',
    (path) => {
      expect(shouldSaveLocation(path)).toBe(false);
    },
  );
});

describe('addRecentPath', () => {
  it('puts the newest first', () => {
    expect(addRecentPath(['/app/home'], '/applet/rec')).toEqual(['/applet/rec', '/app/home']);
  });

  it('moves an existing path to the front instead of repeating it', () => {
    expect(addRecentPath(['/a/1', '/a/2', '/a/3'], '/a/2')).toEqual(['/a/2', '/a/1', '/a/3']);
  });

  it(`keeps at most ${MAX_RECENT_PATHS}, dropping the oldest`, () => {
    expect(MAX_RECENT_PATHS).toBe(20);
    const paths = Array.from({ length: 20 }, (_, i) => `/app/p${i}`);
    const next = addRecentPath(paths, '/app/new');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('/app/new');
    expect(next).not.toContain('/app/p19');
  });

  it('does not grow when re-adding a path of a full list', () => {
    const paths = Array.from({ length: 20 }, (_, i) => `/app/p${i}`);
    const next = addRecentPath(paths, '/app/p19');
    expect(next).toHaveLength(20);
    expect(next[0]).toBe('/app/p19');
    expect(next).toContain('/app/p18');
  });

  it('keeps one entry per place: the same path with and without ?site-xid= is one visit (the newest form kept)', () => {
    let paths = addRecentPath([], '/applet/rec/online?tab=2');
    paths = addRecentPath(paths, '/applet/rec/online?tab=2&site-xid=abc');
    paths = addRecentPath(paths, '/app/home');
    paths = addRecentPath(paths, '/app/home?site-xid=abc');
    expect(paths).toEqual(['/app/home?site-xid=abc', '/applet/rec/online?tab=2&site-xid=abc']);
    // Other query parameters still make different places.
    expect(addRecentPath(paths, '/applet/rec/online?tab=3')).toHaveLength(3);
  });

  it('ignores an empty path and does not mutate its input', () => {
    const paths = ['/app/home'];
    expect(addRecentPath(paths, '')).toEqual(['/app/home']);
    addRecentPath(paths, '/app/x');
    expect(paths).toEqual(['/app/home']);
  });
});

describe('createLocationMemory', () => {
  const setup = () => {
    const backend = createMemoryBackend();
    return { backend, memory: createLocationMemory(createStorage<LocationSchema>(backend)) };
  };

  it('remembers qualifying locations as last location and recent paths', () => {
    const { backend, memory } = setup();
    memory.remember('/app/home');
    memory.remember('/applet/rec/online?site-xid=7');
    memory.remember('/app/home');
    expect(memory.lastLocation()).toBe('/app/home');
    expect(memory.recentPaths()).toEqual(['/app/home', '/applet/rec/online?site-xid=7']);
    expect(backend.getItem('h40_lastLocation')).toBe('"/app/home"');
  });

  it('ignores locations that do not qualify', () => {
    const { memory } = setup();
    memory.remember('/applet/rec');
    memory.remember('/login');
    memory.remember('/app');
    expect(memory.lastLocation()).toBe('/applet/rec');
    expect(memory.recentPaths()).toEqual(['/applet/rec']);
  });

  it('starts empty', () => {
    const { memory } = setup();
    expect(memory.lastLocation()).toBeUndefined();
    expect(memory.recentPaths()).toEqual([]);
  });

  it('cleans up stored data of the wrong shape', () => {
    const { backend, memory } = setup();
    backend.setItem('h40_recentPaths', JSON.stringify(['/app/a', 3, null, '', '/app/a', '/app/b', '/app/b?site-xid=1']));
    backend.setItem('h40_lastLocation', JSON.stringify('/login'));
    expect(memory.recentPaths()).toEqual(['/app/a', '/app/b']);
    expect(memory.lastLocation()).toBeUndefined();
    backend.setItem('h40_recentPaths', '{"not":"a list"}');
    backend.setItem('h40_lastLocation', '42');
    expect(memory.recentPaths()).toEqual([]);
    expect(memory.lastLocation()).toBeUndefined();
    backend.setItem('h40_recentPaths', 'garbage');
    memory.remember('/app/home');
    expect(memory.recentPaths()).toEqual(['/app/home']);
  });
});
