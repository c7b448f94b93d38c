import { Button, Callout, Card, Classes } from '@blueprintjs/core';
import { useState } from 'react';
import { trialRemainingDays } from '../lib/trial';
import { PlansDialog } from '../plans/PlansDialog';
import { fetchPlans, type CurrentPlan } from '../plans/plansApi';
import { planPrice } from '../plans/planText';
import { SETTINGS_MESSAGES } from './messages';
import type { SettingsSite } from './settingsApi';
import { SubscriptionDetails } from './SubscriptionDetails';
import { TabFailed, TabLoading } from './TabState';
import { useRemote } from './useRemote';
import styles from './SettingsDialog.module.scss';

/** Spec 5: billing calls need a platformSiteId and platform SHOPIFY. */
export const SHOP_PLATFORM = 'SHOPIFY';

export const billsOnShopPlatform = (site: Pick<SettingsSite, 'platform' | 'platformSiteId'>) =>
  site.platform === SHOP_PLATFORM && Boolean(site.platformSiteId);

export interface SubscriptionTabProps {
  site: SettingsSite;
  isStaff: boolean;
}

export function SubscriptionTab({ site, isStaff }: SubscriptionTabProps) {
  return (
    <div className={styles.panel}>
      {billsOnShopPlatform(site) ? (
        <ShopSubscription site={site} isStaff={isStaff} />
      ) : (
        <Callout intent="primary">{SETTINGS_MESSAGES.billingOutsidePlatform(site.platform)}</Callout>
      )}
    </div>
  );
}

function ShopSubscription({ site, isStaff }: SubscriptionTabProps) {
  const plans = useRemote((signal) => fetchPlans(site._id, signal), [site._id]);
  const [plansOpen, setPlansOpen] = useState(false);

  return (
    <>
      <section className={styles.section} aria-label={SETTINGS_MESSAGES.currentPlan}>
        <h4 className={styles.sectionTitle}>{SETTINGS_MESSAGES.currentPlan}</h4>
        {plans.status === 'loading' && <TabLoading />}
        {plans.status === 'failed' && <TabFailed title={SETTINGS_MESSAGES.plansLoadFailed} error={plans.error} onRetry={plans.reload} />}
        {plans.status === 'ready' && <CurrentPlanCard plan={plans.data.current} onChangePlan={() => setPlansOpen(true)} />}
      </section>
      <SubscriptionDetails site={site} isStaff={isStaff} onChanged={plans.reload} />
      <PlansDialog isOpen={plansOpen} site={site} onClose={() => setPlansOpen(false)} />
    </>
  );
}

export function trialText(plan: Pick<CurrentPlan, 'isPaidPlan' | 'trialDays' | 'subscribedAt'>, now?: number): string | null {
  if (!plan.isPaidPlan || !(plan.trialDays > 0)) return null;
  const left = trialRemainingDays({ trialDays: plan.trialDays, createdAt: plan.subscribedAt, now });
  return left > 0 ? SETTINGS_MESSAGES.trialDaysLeft(left) : SETTINGS_MESSAGES.trialEnded;
}

function CurrentPlanCard({ plan, onChangePlan }: { plan: CurrentPlan; onChangePlan(): void }) {
  const price = planPrice(plan);
  const trial = trialText(plan);
  return (
    <Card className={styles.currentPlan}>
      <div className={styles.currentPlanText}>
        <div className={styles.currentPlanTitle}>{plan.title}</div>
        <div>
          <span className={styles.currentPlanPrice}>{price.amount}</span>
          {price.period && <span className={Classes.TEXT_MUTED}> {price.period}</span>}
        </div>
        {trial && <div className={styles.trial}>{trial}</div>}
      </div>
      <Button intent="primary" onClick={onChangePlan}>
        {SETTINGS_MESSAGES.changePlan}
      </Button>
    </Card>
  );
}
