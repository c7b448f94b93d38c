import { Callout, Classes, H4, Icon, Intent } from '@blueprintjs/core';
import { useSite } from 'sdk';
import { HOME_MESSAGES as M } from '../../messages';
import { CheckoutBanners } from '../banners/CheckoutBanners';
import { useCheckoutScore } from '../data/useCheckoutScore';
import { useDemoMode } from '../demo/demoMode';
import { errorText } from '../shared/errorText';
import { siteField } from '../shared/fields';
import { Page } from '../shared/Page';
import { formatPeriod, last4Weeks } from '../shared/period';
import { GuideCard } from './GuideCard';
import { HOME_CARDS, homeCardProps } from './homeCards';
import { KpiCard } from './KpiCard';
import styles from './HomePage.module.scss';

/** Applet home (spec §2): key indicators of the last 4 weeks vs the 4 before, and the insights guide. */
export function HomePage() {
  const site = useSite();
  const { loading, error, data } = useCheckoutScore();
  // Demo amounts are the demo store's, in its currency.
  const { dataCurrency } = useDemoMode();
  const orders = siteField(data, 'conversions');
  const period = data?.period ?? last4Weeks(new Date(), site.timeZone);

  return (
    <Page title={M.title} testId="chk-home">
      <CheckoutBanners conversions={data ? orders.primary : undefined} offerDemo />
      <div className={styles.toolbar} data-testid="chk-key-indicators">
        <H4 className={styles.toolbarTitle}>{M.keyIndicators}</H4>
        <span className={Classes.TEXT_MUTED}>
          <Icon icon="calendar" size={14} /> {M.last4Weeks}: <span data-testid="chk-period">{formatPeriod(period, site.timeZone)}</span>
        </span>
        {data && <span className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>{M.comparedWith(formatPeriod(data.comparePeriod, site.timeZone))}</span>}
      </div>
      {error && (
        <Callout intent={Intent.DANGER} data-testid="chk-error">
          {errorText(error)}
        </Callout>
      )}
      <div className={styles.cards}>
        {HOME_CARDS.map((card) => (
          <KpiCard key={card.testId} {...homeCardProps(card, data, dataCurrency)} loading={loading} />
        ))}
      </div>
      <GuideCard />
    </Page>
  );
}
