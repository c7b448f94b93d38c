import { Callout } from '@blueprintjs/core';
import { useSite } from 'sdk';
import { SETTINGS_MESSAGES as M } from '../../messages';
import { Page } from '../shared/Page';
import { ShopifyAppStatus } from './ShopifyAppStatus';
import { SHOPIFY } from './shopStatus';

/** Settings (spec §9): the Shopify app status on Shopify sites; nothing to set elsewhere. */
export function SettingsPage() {
  const site = useSite();
  return (
    <Page title={M.title} testId="chk-settings">
      {site.platform === SHOPIFY ? (
        // keyed by site: a site change starts a fresh check instead of showing the old shop's
        <ShopifyAppStatus key={site._id} />
      ) : (
        <Callout icon="info-sign" data-testid="chk-settings-none">
          {M.none}
        </Callout>
      )}
    </Page>
  );
}
