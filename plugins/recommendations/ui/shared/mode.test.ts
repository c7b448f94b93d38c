import { appletMode } from './mode';

describe('appletMode (spec 4)', () => {
  const classicLive = [{ kind: 'online', everProduction: true }];
  it('follows HicPlusModernMode when it names a mode', () => {
    expect(appletMode('online', [])).toBe('online');
    expect(appletMode('hyper-online', classicLive)).toBe('hyper-online');
  });
  it('at default, is online only if a classic recommendation was ever live', () => {
    expect(appletMode('default', classicLive)).toBe('online');
    expect(appletMode(undefined, [{ kind: 'online', everProduction: false }, { kind: 'hyper-online', everProduction: true }])).toBe('hyper-online');
    expect(appletMode(undefined, [])).toBe('hyper-online');
  });
});
