import type { AppletRegistration } from '../sdk';
import { AppletRegistryStore, launchable } from './AppletRegistryStore';

const reg = (id: string, requires: AppletRegistration['requires'] = {}): AppletRegistration => ({
  id,
  route: id,
  title: id,
  description: '',
  icon: 'application',
  sdkVersion: '^1.0.0',
  requires,
  source: { kind: 'builtin' },
});

describe('AppletRegistryStore', () => {
  it('loads a site once and retries after a failure', async () => {
    const fetchRegistry = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([reg('rec')]);
    const store = new AppletRegistryStore(fetchRegistry);
    await store.ensure('S1');
    expect(store.entry('S1')?.status).toBe('failed');
    await store.ensure('S1');
    await store.ensure('S1');
    expect(store.entry('S1')).toEqual({ status: 'ready', registrations: [reg('rec')] });
    expect(fetchRegistry).toHaveBeenCalledTimes(2);
  });
});

describe('launchable', () => {
  it('checks flags, staff and the dev-mode switch', () => {
    const all = [reg('open'), reg('flagged', { flags: ['HicPlusInternalReporting'] }), reg('staff', { staff: true }), reg('dev', { devMode: true })];
    const ids = (context: Parameters<typeof launchable>[1]) => launchable(all, context).map((r) => r.id);
    expect(ids({ flags: {}, staff: false, devMode: false })).toEqual(['open']);
    expect(ids({ flags: { HicPlusInternalReporting: true }, staff: true, devMode: false })).toEqual(['open', 'flagged', 'staff']);
    expect(ids({ flags: {}, staff: true, devMode: true })).toEqual(['open', 'staff', 'dev']);
  });
});
