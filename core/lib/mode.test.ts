import { everHadLiveClassic, modeForSite, recommendationMode } from './mode';

describe('recommendationMode', () => {
  it('follows the flag when it says online or hyper-online', () => {
    expect(recommendationMode('online', false)).toBe('online');
    expect(recommendationMode('hyper-online', true)).toBe('hyper-online');
  });

  it('decides from history at default or without a flag', () => {
    for (const flag of ['default', undefined, null, '', 'Online', true]) {
      expect(recommendationMode(flag, true)).toBe('online');
      expect(recommendationMode(flag, false)).toBe('hyper-online');
    }
  });
});

describe('everHadLiveClassic', () => {
  it('is true for an online or email recommendation that was ever live', () => {
    expect(everHadLiveClassic([{ kind: 'online', everProduction: true }])).toBe(true);
    expect(everHadLiveClassic([{ kind: 'email', everProduction: true }])).toBe(true);
    expect(everHadLiveClassic([{ kind: 'online', status: 'production' }])).toBe(true);
  });

  it('is false for hyper-online ones and for classic ones never live', () => {
    expect(everHadLiveClassic([])).toBe(false);
    expect(everHadLiveClassic([{ kind: 'hyper-online', everProduction: true, status: 'production' }])).toBe(false);
    expect(everHadLiveClassic([{ kind: 'online', everProduction: false, status: 'staging' }])).toBe(false);
  });
});

describe('modeForSite', () => {
  it('reads HicPlusModernMode from the site flags', () => {
    const liveClassic = [{ kind: 'online', everProduction: true }];
    expect(modeForSite({ HicPlusModernMode: 'hyper-online' }, liveClassic)).toBe('hyper-online');
    expect(modeForSite({ HicPlusModernMode: 'default' }, liveClassic)).toBe('online');
    expect(modeForSite({}, [])).toBe('hyper-online');
    expect(modeForSite(undefined, liveClassic)).toBe('online');
    expect(modeForSite(null, [{ kind: 'hyper-online', everProduction: true }])).toBe('hyper-online');
  });
});
