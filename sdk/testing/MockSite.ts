import type { SiteInfo, SiteService } from '../services/site';
import { TEST_SITE } from './fixtures';
import { MockSubscribable } from './MockSubscribable';

/** A settable current site: `site.set({ flags: { X: true } })` re-renders every useSite(). */
export class MockSite extends MockSubscribable<SiteInfo> implements SiteService {
  constructor(site: Partial<SiteInfo> = {}) {
    super({ ...TEST_SITE, ...site });
  }

  flag = (name: string) => this.current.flags[name];
}
