import type { CustomDiscountKind, Discount, DynamicDiscountInput } from '../../plugins/recommendations/model/discounts';
import type { PricingPlan } from '../../plugins/recommendations/model/plans';
import type { SiteRow } from '../sites/access';
import type { ThemeLocationsAnswer, ThemeLocationsRequest } from './theme-locations';

/**
 * The seam to the hosted shop platform. Routes speak only to this interface; the demo
 * (demo-platform.ts) keeps its state in the database, a real Shopify adapter would call
 * the Admin API instead. Every method gets the site already checked for the user.
 */

/** Shop apps the console talks to: one per applet id (recommendations, checkout analytics). */
export const SHOP_APPS = ['rec', 'chk'] as const;
export type ShopAppId = (typeof SHOP_APPS)[number];
export const isShopApp = (value: string): value is ShopAppId => (SHOP_APPS as readonly string[]).includes(value);

/** The key of the suite-wide plan info in the installation check (spec 3: planInfo.hic-plus). */
export const PLAN_INFO_KEY = 'hic-plus';
export const SHOPIFY = 'SHOPIFY';

export interface ShopCall {
  site: SiteRow;
  app: ShopAppId;
  staff: boolean;
  /** Where the console is served: return URLs and demo pages point here. */
  consoleOrigin: string;
  /** The storefront origin (the merchant's shop; the demo storefront here). */
  storefrontOrigin: string;
  now: Date;
}

export interface ShopPlanInfo {
  displayName: string;
  /** The platform's highest tier: plus-level plans and checkout placements. */
  shopifyPlus: boolean;
  partnerDevelopment: boolean;
}

export interface ShopRecord {
  site: string;
  platformSiteId: string;
  myShopifyDomain: string;
  name: string;
  primaryDomain: string;
  /** Where "open your store" lands: the shop's home page on the (demo) storefront. */
  storefrontUrl: string;
  currencyCode: string;
  shopPlan: ShopPlanInfo;
  installed: boolean;
}

export interface TrialData {
  subscriptionId: string;
  trialDays: number;
  createdAt: string;
  daysRemaining: number;
  inTrial: boolean;
}

export interface AppPlanInfo {
  isPaidPlan: boolean;
  planName: string;
  title: string;
  price: number;
  subscriptionId: string | null;
  trialData: TrialData | null;
}

/** Spec 3's installation check result, plus the fields the recommendations spec reads. */
export interface InstallationCheck {
  tagManuallyDisabled: boolean;
  /** When the tag was last validated (ISO), or null: enabled = !manuallyDisabled && validated. */
  tagValidated: string | null;
  tagSuperForce: boolean;
  appEmbedEnabled: boolean;
  missingScopes: string[];
  blockModify: boolean;
  scriptTagEnabled: boolean;
  shopPlan: ShopPlanInfo;
  planInfo: Record<typeof PLAN_INFO_KEY, AppPlanInfo>;
  app: { handle: string; aboutUrl: string };
  proxyAppId: string | null;
  myShopifyDomain: string;
}

export interface CheckAndFixResult {
  ok: boolean;
  /** What was repaired on the way (human-readable). */
  fixed: string[];
  /** What still needs the merchant (human-readable). */
  problems: string[];
  tagValidated: string | null;
  /** Set when the fix needs the merchant on the platform: the client goes to `url`. */
  _redirect?: boolean;
  url?: string;
}

export interface DynamicTagFlags {
  tag30: boolean;
  core: boolean;
  hyperAnalytics: boolean;
  hyperBlocks: boolean;
  disableDelivery: boolean;
}
export const DYNAMIC_TAG_FLAGS = ['tag30', 'core', 'hyperAnalytics', 'hyperBlocks', 'disableDelivery'] as const;

export interface DynamicTagState {
  dynamicTag: DynamicTagFlags;
  updatedAt: string | null;
}

export interface ThemeInfo {
  id: number;
  name: string;
  role: string;
  themeVersion: string;
  supportsAppEmbed: boolean;
}

export interface ThemeAsset {
  key: string;
  contentType: string;
  size: number;
  value?: string;
}

export interface ShopCollection {
  id: string;
  title: string;
  handle: string;
}

/** The platform's billing record (Shopify AppSubscription shape). */
export interface AppSubscription {
  id: string;
  name: string;
  status: string;
  test: boolean;
  trialDays: number;
  createdAt: string;
  currentPeriodEnd: string | null;
  returnUrl: string;
  lineItems: Array<{
    id: string;
    plan: { pricingDetails: { price: { amount: string; currencyCode: string }; interval: 'EVERY_30_DAYS' | 'ANNUAL' } };
  }>;
}

/** GET /api/extensions/v2/subscriptions: Shopify's currentAppInstallation query answer. */
export interface SubscriptionsView {
  data: {
    currentAppInstallation: {
      id: string;
      activeSubscriptions: AppSubscription[];
      app: { handle: string; title: string; icon: { url: string } };
    };
    shop: { myshopifyDomain: string };
  };
}

export type DeepLinkTarget = 'app-embed' | 'admin';

export interface PreviewRequest {
  pageClass: string;
  altPath?: string;
  recommendation?: string;
  kind?: string;
}

export interface ShopPlatform {
  readonly kind: string;
  shop(call: ShopCall): Promise<ShopRecord>;
  /** Site ids whose shop has this platform domain (for the reconnect link). */
  sitesForShopDomain(domain: string): Promise<string[]>;
  /** Where the reconnect / re-authorize flow starts for this shop. */
  authUrl(call: ShopCall): Promise<string>;
  installation(call: ShopCall): Promise<InstallationCheck>;

  checkAndFix(call: ShopCall, opts: { full: boolean; validate: boolean }): Promise<CheckAndFixResult>;
  setTagEnabled(call: ShopCall, enable: boolean): Promise<{ tagManuallyDisabled: boolean }>;
  removeAllLiquid(call: ShopCall): Promise<{ removed: number }>;
  deepLink(call: ShopCall, target: DeepLinkTarget): Promise<{ url: string }>;
  appEmbedStatus(call: ShopCall): Promise<{ enabled: boolean; url: string }>;
  uninstall(call: ShopCall, opts: { force: boolean }): Promise<{ uninstalled: true; cleaned: boolean }>;
  themeInfo(call: ShopCall): Promise<ThemeInfo>;
  assets(call: ShopCall): Promise<{ assets: ThemeAsset[] }>;
  asset(call: ShopCall, key: string): Promise<ThemeAsset>;
  updateDynamicTag(call: ShopCall): Promise<DynamicTagState>;
  dynamicTag(call: ShopCall): Promise<DynamicTagState>;
  setDynamicTag(call: ShopCall, flags: Partial<DynamicTagFlags>): Promise<DynamicTagState>;

  checkScriptTag(call: ShopCall): Promise<{ enabled: boolean }>;
  collections(call: ShopCall, match: string): Promise<{ collections: ShopCollection[] }>;
  previewLink(call: ShopCall, request: PreviewRequest): Promise<{ url: string }>;
  proxyUrl(call: ShopCall, request: PreviewRequest): Promise<{ url: string }>;
  /** Replaces the active subscription; paid plans answer a confirmation url, free ones nothing. */
  changePlan(call: ShopCall, opts: { plan: PricingPlan; subid?: string }): Promise<{ url?: string; subscription?: AppSubscription }>;
  extendTrial(call: ShopCall, opts: { days: number; subid?: string }): Promise<{ subscription: AppSubscription }>;

  discounts(call: ShopCall): Promise<{ discounts: Discount[] }>;
  createDiscount(call: ShopCall, input: DynamicDiscountInput): Promise<{ discount: Discount }>;
  createCustomDiscount(call: ShopCall, kind: CustomDiscountKind, discount: Record<string, unknown>): Promise<{ discount: Discount }>;
  /** Recommendations spec 8: the answer says the clearing has started. */
  clearProductCache(call: ShopCall, opts: { types: string[]; recId?: string }): Promise<{ message: string; types: string[]; clearedAt: string }>;
  clearTagCache(call: ShopCall): Promise<{ message: string; clearedAt: string }>;

  subscriptions(call: ShopCall): Promise<SubscriptionsView>;
  cancelSubscription(call: ShopCall, id: string): Promise<{ subscription: AppSubscription }>;

  /**
   * Whether each location selector matches on its place's page of the live theme
   * (plugins/recommendations/model/themeStatus.ts, rule (b)); null where it cannot be told.
   * Optional: a platform whose theme pages the console cannot read (the hosted one) leaves
   * it out, and every location is then unknown.
   */
  themeLocations?(call: ShopCall, requests: ThemeLocationsRequest[]): Promise<ThemeLocationsAnswer>;
}
