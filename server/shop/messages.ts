import { HttpError } from '../lib/errors';

/** User-facing strings of the shop seam, exactly as the spec writes them where it has them. */
export const SHOP_MESSAGES = {
  blockModify: 'Warning - Production Merchant on non-production platform - Operations are disabled',
  liquidNotAllowed: 'This action is not allowed for this shop.',
  notShopify: 'This call needs a site on the SHOPIFY platform',
  noPlatformSiteId: 'This site has no platformSiteId: it is not connected to a shop',
  psidMismatch: 'psid does not belong to the given site',
  notInstalled: 'The app is not installed on this shop or its access token is missing. Reconnect the app from Shopify.',
  unknownApp: (app: string) => `Unknown shop app: ${app}`,
  unknownAction: (action: string) => `Unknown shop action: ${action}`,
  wrongMethod: (method: string, action: string, allowed: string[]) =>
    `${method} is not allowed for ${action}; use ${allowed.join(' or ')}`,
  staffOnly: 'Only staff may do this',
  subscriptionNotFound: 'Subscription not found',
  planNotOffered: (tier: string) => `Plan ${tier} is not offered to this shop`,
  checkoutPlusOnly: 'Checkout pages exist only on shops on the Plus tier',
  assetNotFound: 'Theme asset not found',
  productCacheClearing: 'Product cache is being cleared...',
  tagCacheCleared: 'Cache cleared',
  discountNeedsValues: (field: string) => `The dynamic discount needs a value for ${field}`,
  customDiscountNeeds: 'A custom discount needs both discount and kind',
} as const;

/** Spec 8: the shop app status cannot be verified; the client shows code and message. */
export const TOKEN_MISSING_CODE = 'ShopAccessTokenNotExists';

/** 424: the shop platform, a dependency of the call, refuses it until the app is reconnected. */
export const shopNotInstalled = () => new HttpError(424, SHOP_MESSAGES.notInstalled, TOKEN_MISSING_CODE);
export const blockedModify = () => new HttpError(403, SHOP_MESSAGES.blockModify, 'BlockModify');
