import type { ConsoleSite } from './consoleSite';
import { resolveSite } from './resolveSite';

const site = (external: string): ConsoleSite =>
  ({ _id: `id-${external}`, external, name: external.toUpperCase() }) as ConsoleSite;
const sites = [site('alpha'), site('beta'), site('gamma')];

describe('resolveSite (spec 2)', () => {
  it('takes the site-xid of the URL first', () => {
    expect(resolveSite(sites, 'beta', 'gamma')).toEqual({ site: sites[1], source: 'url' });
  });

  it('else the last used site', () => {
    expect(resolveSite(sites, null, 'gamma')).toEqual({ site: sites[2], source: 'lastUsed' });
  });

  it('else the first site', () => {
    expect(resolveSite(sites, undefined, undefined)).toEqual({ site: sites[0], source: 'first' });
  });

  it('treats an unknown site-xid or last site like a missing one', () => {
    expect(resolveSite(sites, 'removed', 'gamma')?.site).toBe(sites[2]);
    expect(resolveSite(sites, 'removed', 'gone')?.site).toBe(sites[0]);
    expect(resolveSite(sites, '', '')?.site).toBe(sites[0]);
  });

  it('has nothing to choose without sites', () => {
    expect(resolveSite([], 'alpha', 'beta')).toBeUndefined();
  });
});
