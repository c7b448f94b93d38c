import type { IconName } from '@blueprintjs/icons';
import type { ComponentType } from 'react';
import type { ApiService } from '../services/api';
import type { GraphqlService } from '../services/graphql';
import type { SiteInfo } from '../services/site';

/**
 * An entry of the applet's left navigation. Paths are relative to the applet root
 * (`''` is the root itself) so an applet never hard-codes the route the host mounts it at.
 */
export type NavNode = NavLink | NavDivider | NavLabel;

export interface NavLink {
  readonly type: 'link';
  readonly label: string;
  readonly path: string;
  readonly icon?: IconName;
  readonly children?: readonly NavNode[];
  /** Show the link only when these hold (e.g. `{ devMode: true }` for a staff tool page). */
  readonly requires?: AppletRequirements;
  /** A short tag beside the label, such as 'Beta' (at most 12 characters). */
  readonly tag?: string;
}

export interface NavDivider {
  readonly type: 'divider';
}

/** A non-clickable heading between groups of links. */
export interface NavLabel {
  readonly type: 'label';
  readonly label: string;
}

/** A lazily loaded page: `load` is `() => import('./pages/X')`, so each page is its own chunk. */
export interface AppletPage {
  /** A react-router pattern relative to the applet root: `''`, `'checkout/score'`, `'recs/:id'`. */
  readonly path: string;
  readonly load: () => Promise<{ default: ComponentType }>;
  /** Hide the console's alert stack (e.g. installation alerts) on this page, as an About page does. */
  readonly hideAlerts?: boolean;
  /**
   * The page's name in the browser tab ("Edit recommendation - Recommendations - Vitrine"), for
   * a page the nav does not list under its own name (since 1.11.0). Without it the tab is named
   * after the nav entry the page lies under.
   */
  readonly title?: string;
  /**
   * Starts the page's first requests while its code is still loading (since 1.2.0). The host
   * calls it when the page is about to open: when the applet opens on it, and when the user
   * navigates to it before its chunk has loaded. It should only send queries through the
   * context's services, whose cache the page then reads (GraphqlService.cached): keep it in the
   * applet's entry module, not in the page's chunk, or it cannot run any earlier. What it
   * throws is ignored.
   */
  readonly prefetch?: (context: PagePrefetchContext) => void;
}

/** What a page's `prefetch` gets: the site it will show and the services to ask with. */
export interface PagePrefetchContext {
  readonly site: SiteInfo;
  readonly graphql: GraphqlService;
  readonly api: ApiService;
}

/** Who may launch the applet. Every listed condition must hold. */
export interface AppletRequirements {
  /** Site flags that must all be truthy on the current site. */
  readonly flags?: readonly string[];
  readonly staff?: boolean;
  /** Staff tools: shown only while the user's dev-mode switch is on. */
  readonly devMode?: boolean;
}

/**
 * The shop-platform apps the console can check the installation of (spec 8's installation
 * alerts): 'rec' the recommendations app, 'chk' the checkout app.
 */
export const PLATFORM_APPS = ['rec', 'chk'] as const;
export type PlatformApp = (typeof PLATFORM_APPS)[number];

export interface AppletManifest {
  /** Stable key: registry id and the `applet` of its settings document. /^[a-z][a-z0-9-]{1,31}$/ */
  readonly id: string;
  /** The URL segment under /applet/. */
  readonly route: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
  /** The SDK versions the applet was built for, as a semver range (e.g. `'^1.0.0'`). */
  readonly sdkVersion: string;
  readonly requires?: AppletRequirements;
  /**
   * The shop-platform app this applet depends on (since 1.4.0): the console runs that app's
   * installation check above the applet's pages. Left out or `null`: none, so no installation
   * alerts that are not the applet's business.
   */
  readonly platformApp?: PlatformApp | null;
  readonly nav: readonly NavNode[];
  readonly pages: readonly AppletPage[];
}
