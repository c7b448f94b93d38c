import { Callout, Classes, H4, Icon, Intent } from '@blueprintjs/core';
import { useSite } from 'sdk';
import { HOME_MESSAGES as M } from '../../messages';
import { CheckoutBanners } from '../banners/CheckoutBanners';
import { useCheckoutScore } from '../data/useCheckoutScore';
import { useDemoMode } from '../demo/demoMode';
import { errorText } from '../shared/errorText';
import { siteField } from '../shared/fields';
import { formatCurrency, formatInteger, formatScore, pointChange, relativeChange } from '../shared/format';
import { Page } from '../shared/Page';
import { formatPeriod, last4Weeks } from '../shared/period';
import { insightHref } from '../kpis/kpiDefinitions';
import { GuideCard } from './GuideCard';
import { KpiCard } from './KpiCard';
import styles from './HomePage.module.scss';

const trend = (pl: string) => insightHref({ rpt: 1, pl, al: 'arrivalTimeUtc', cl: 'line' });

/** Applet home (spec §2): key indicators of the last 4 weeks vs the 4 before, and the insights guide. */
export function HomePage() {
  const site = useSite();
  const { loading, error, data } = useCheckoutScore();
  // Demo amounts are the demo store's, in its currency.
  const { dataCurrency } = useDemoMode();
  const carts = siteField(data, 'carts');
  const orders = siteField(data, 'conversions');
  const abandoned = siteField(data, 'abandonedCartAmount');
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
        <KpiCard
          testId="chk-card-score"
          title={M.checkoutScore}
          caption={M.checkoutScoreCaption}
          icon="dashboard"
          value={formatScore(data?.current.score)}
          delta={{ value: pointChange(data?.current.score, data?.previous.score), kind: 'points', missing: M.noCompare }}
          to="checkout/score"
          loading={loading}
        />
        <KpiCard
          testId="chk-card-carts"
          title={M.carts}
          caption={M.cartsCaption}
          icon="shopping-cart"
          value={formatInteger(carts.primary)}
          delta={{ value: relativeChange(carts.primary, carts.compare), kind: 'percent', missing: M.noCompare }}
          to={trend('carts')}
          loading={loading}
        />
        <KpiCard
          testId="chk-card-orders"
          title={M.orders}
          caption={M.ordersCaption}
          icon="box"
          value={formatInteger(orders.primary)}
          delta={{ value: relativeChange(orders.primary, orders.compare), kind: 'percent', missing: M.noCompare }}
          to={trend('conversions')}
          loading={loading}
        />
        <KpiCard
          testId="chk-card-abandoned"
          title={M.abandonedRevenue}
          caption={M.abandonedRevenueCaption}
          icon="bank-account"
          value={formatCurrency(abandoned.primary, dataCurrency)}
          delta={{ value: relativeChange(abandoned.primary, abandoned.compare), kind: 'percent', lowerIsBetter: true, missing: M.noCompare }}
          to={trend('abandonedCartAmount')}
          loading={loading}
        />
      </div>
      <GuideCard />
    </Page>
  );
}
