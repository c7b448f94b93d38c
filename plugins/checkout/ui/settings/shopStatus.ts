// The shop app status the shell already checks (server/shop/routes.ts GET
// /api2/shop/:app/installation) and the actions it offers (POST action/check-and-fix,
// POST action/tag-enable, GET action/deep-link). 'chk' is this applet's shop app.

export const SHOP_APP = 'chk';
export const SHOPIFY = 'SHOPIFY';
export const shopPath = (rest: string) => `/api2/shop/${SHOP_APP}/${rest}`;

/** GET installation, as far as the settings page reads it. */
export interface InstallationStatus {
  tagManuallyDisabled?: boolean | null;
  tagValidated?: string | boolean | null;
  appEmbedEnabled?: boolean | null;
  missingScopes?: string[] | null;
  myShopifyDomain?: string | null;
}

export interface CheckAndFixResult {
  ok?: boolean;
  problems?: string[];
  _redirect?: boolean;
  url?: string;
}

export type TagStatus = 'enabled' | 'manually-disabled' | 'not-validated';

export function tagStatus(check: InstallationStatus): TagStatus {
  if (check.tagManuallyDisabled) return 'manually-disabled';
  const validated = check.tagValidated !== null && check.tagValidated !== undefined && check.tagValidated !== false && check.tagValidated !== '';
  return validated ? 'enabled' : 'not-validated';
}
