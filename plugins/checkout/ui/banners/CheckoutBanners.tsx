import { Button, Callout, Intent, ProgressBar } from '@blueprintjs/core';
import { useSite } from 'sdk';
import { BANNER_MESSAGES as M } from '../../messages';
import { useDemoMode } from '../demo/demoMode';
import { hasEnoughOrders } from '../../score/rules';
import { MIN_ORDERS, setupStatus } from './setupStatus';
import styles from './CheckoutBanners.module.scss';

export interface CheckoutBannersProps {
  /** Orders of the last 4 weeks; undefined while unknown (no data-status banner then). */
  conversions: number | null | undefined;
  /** Home offers demo data next to the data-status banner (spec §4). */
  offerDemo?: boolean;
}

/**
 * The banners every page with data shows above it: demo mode, setup and data status (spec §4).
 * In demo mode only the demo banner shows: the others describe the merchant's own store,
 * which is not what is on screen.
 */
export function CheckoutBanners({ conversions, offerDemo = false }: CheckoutBannersProps) {
  const site = useSite();
  const demo = useDemoMode();
  if (demo.on) {
    return (
      <Callout intent={Intent.WARNING} icon="lab-test" title={M.demoTitle} data-testid="chk-banner-demo" className={styles.banner}>
        <p>{M.demoText}</p>
        <Button intent={Intent.WARNING} text={M.exitDemo} onClick={() => demo.setOn(false)} />
      </Callout>
    );
  }

  const showDemo = <Button intent={Intent.PRIMARY} text={M.showDemo} onClick={() => demo.setOn(true)} />;
  const setup = setupStatus(site, new Date());
  if (setup.kind === 'not-installed') {
    return (
      <Callout intent={Intent.WARNING} icon="warning-sign" title={M.notInstalledTitle} data-testid="chk-banner-not-installed" className={styles.banner}>
        <p>{M.notInstalledText}</p>
        {showDemo}
      </Callout>
    );
  }

  const count = typeof conversions === 'number' ? Math.max(0, Math.round(conversions)) : undefined;
  return (
    <>
      {setup.kind === 'collecting' && (
        <Callout intent={Intent.PRIMARY} icon="time" title={M.collectingTitle} data-testid="chk-banner-collecting" className={styles.banner}>
          {M.collecting(setup.daysSince, setup.daysExpected)}
        </Callout>
      )}
      {count !== undefined && !hasEnoughOrders(count) && (
        <Callout intent={Intent.PRIMARY} icon="info-sign" title={M.live} data-testid="chk-banner-live" className={styles.banner}>
          <p>{M.liveText}</p>
          <div className={styles.progress}>
            <ProgressBar value={count / MIN_ORDERS} intent={Intent.PRIMARY} stripes={false} aria-label={M.collected(count)} />
            <span data-testid="chk-orders-collected">{M.collected(count)}</span>
          </div>
          {offerDemo && showDemo}
        </Callout>
      )}
    </>
  );
}
