import type { NavigationService } from '../services/navigation';

export interface RecordedNavigation {
  readonly path: string;
  readonly href: string;
  readonly replace: boolean;
}

const SITE_XID = 'site-xid';

/** Builds hrefs the way the host does and records navigate() instead of moving. */
export class MockNavigation implements NavigationService {
  readonly navigations: RecordedNavigation[] = [];

  constructor(
    readonly basePath = '/applet/test',
    /** The site-xid every href carries; createTestServices reads the current MockSite's. */
    readonly siteXid: () => string | undefined = () => undefined,
  ) {}

  linkTo = (path: string): string => {
    const [pathPart, query = ''] = path.split('?', 2);
    const root = this.basePath.replace(/\/+$/, '');
    const pathname = pathPart.startsWith('/') ? pathPart : pathPart ? `${root}/${pathPart}` : root;
    const params = new URLSearchParams(query);
    const siteXid = this.siteXid();
    if (siteXid !== undefined && !params.has(SITE_XID)) params.set(SITE_XID, siteXid);
    const search = params.toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  navigate = (path: string, options: { readonly replace?: boolean } = {}): void => {
    this.navigations.push({ path, href: this.linkTo(path), replace: options.replace ?? false });
  };
}
