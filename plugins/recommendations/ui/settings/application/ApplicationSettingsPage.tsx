import { Button, Callout, Spinner } from '@blueprintjs/core';
import { useApi, useSession } from 'sdk';
import { RECOMMENDATIONS_MESSAGES } from '../../../messages';
import { InstalledOnly } from '../../shared/InstalledOnly';
import { RecPage } from '../../shared/RecPage';
import { APPLICATION as M, SETTINGS } from '../messages';
import { InstallationCard } from './InstallationCard';
import { ShopActionsCard } from './ShopActionsCard';
import { StaffToolsCard } from './StaffToolsCard';
import { useInstallCheck, type CheckState } from './useInstallCheck';
import { openExternal } from './useShopAction';

/** Spec 8: the app is gone from the shop; Reconnect starts the platform's authorization again. */
function NotInstalled({ failure }: { failure: Extract<CheckState, { state: 'failed' }> }) {
  const api = useApi();
  const reconnect = async () => {
    const shop = await api.fetch<{ myShopifyDomain: string }>('/api2/shop/shopify-shop');
    const { url } = await api.fetch<{ url: string }>('/api2/shop/rec/auth', { query: { shop: shop.myShopifyDomain } });
    openExternal(url, false);
  };
  const detail = [failure.code ?? failure.status, failure.message].filter((x) => x !== undefined && x !== 0 && x !== '').join(': ');
  return (
    <Callout intent="warning" icon="disable" title={M.notInstalled(RECOMMENDATIONS_MESSAGES.title)} data-testid="rec-not-installed">
      <p>{detail}</p>
      <Button intent="primary" text={M.reconnect} onClick={reconnect} data-testid="rec-reconnect" />
    </Callout>
  );
}

/** Settings / Application (spec 2): the installation controls of the hosted platform. */
export function ApplicationSettingsPage() {
  return (
    <InstalledOnly>
      <ApplicationSettings />
    </InstalledOnly>
  );
}

function ApplicationSettings() {
  const { result, refresh } = useInstallCheck();
  const { isStaff, devMode } = useSession();
  const staff = isStaff && devMode;
  if (result.state === 'loading') {
    return (
      <RecPage title={M.title} testId="rec-application">
        <Spinner aria-label={SETTINGS.loading} />
      </RecPage>
    );
  }
  if (result.state === 'failed') {
    return (
      <RecPage title={M.title} testId="rec-application">
        {result.status === 404 || result.status === 424 ? <NotInstalled failure={result} /> : <Callout intent="danger">{result.message}</Callout>}
      </RecPage>
    );
  }
  const { check } = result;
  const blocked = !!check.blockModify;
  return (
    <RecPage title={M.title} testId="rec-application">
      {blocked && (
        <Callout intent="danger" icon="lock" data-testid="rec-block-modify">
          {M.blockModify}
        </Callout>
      )}
      {check.shopPlan?.partnerDevelopment && (
        <Callout intent="primary" icon="info-sign" data-testid="rec-dev-store">
          {M.devStore}
        </Callout>
      )}
      <InstallationCard check={check} disabled={blocked} onChanged={refresh} />
      <ShopActionsCard disabled={blocked} />
      {staff && <StaffToolsCard disabled={blocked} onChanged={refresh} />}
    </RecPage>
  );
}
