import type { AppletDefinition } from '../sdk';
import { testApplet } from '../testing/testApplet';
import { appletRouteOf, preloadAppletPage } from './preloadAppletPage';

const page = (name: string) => () => Promise.resolve({ default: () => name });

const chk = testApplet([
  { path: '', load: page('home') },
  { path: 'checkout/score', load: page('score') },
]);

function deps(definition: unknown = chk) {
  return {
    builtins: { chk: jest.fn(() => Promise.resolve({ default: definition })) },
    prepareAppletView: jest.fn((_definition: AppletDefinition, _pathname: string, _route: string) => Promise.resolve()),
  };
}

describe('appletRouteOf', () => {
  it('reads the route segment of an applet URL', () => {
    expect(appletRouteOf('/applet/chk/checkout/score')).toBe('chk');
    expect(appletRouteOf('/applet/chk')).toBe('chk');
    expect(appletRouteOf('/applet/')).toBeUndefined();
    expect(appletRouteOf('/app/home')).toBeUndefined();
    expect(appletRouteOf('/applet/%E0%A4%A')).toBeUndefined();
  });
});

describe('preloadAppletPage', () => {
  it('on a built-in applet URL loads the applet and the chunk of the page the URL shows', async () => {
    const d = deps();
    await preloadAppletPage('/applet/chk/checkout/score', d);
    expect(d.builtins.chk).toHaveBeenCalledTimes(1);
    expect(d.prepareAppletView).toHaveBeenCalledWith(chk, '/applet/chk/checkout/score', 'chk');
  });

  it('loads nothing for other pages, unknown routes (remote applets) or what is not that applet', async () => {
    const d = deps();
    await preloadAppletPage('/app/home', d);
    await preloadAppletPage('/applet/example/page', d);
    await preloadAppletPage('/applet/hasOwnProperty', d);
    expect(d.builtins.chk).not.toHaveBeenCalled();

    const notADefinition = deps({ id: 'chk' });
    await preloadAppletPage('/applet/chk', notADefinition);
    expect(notADefinition.prepareAppletView).not.toHaveBeenCalled();
  });

  it('never rejects: the applet route loads again and shows the failure', async () => {
    const d = { builtins: { chk: () => Promise.reject(new Error('ChunkLoadError')) }, prepareAppletView: jest.fn() };
    await expect(preloadAppletPage('/applet/chk/checkout/score', d)).resolves.toBeUndefined();
  });
});
