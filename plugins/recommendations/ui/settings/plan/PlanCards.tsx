import { Button, Callout, Card, Classes, H4, Spinner, Tag } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useApi, useConfirm, useSnackbars } from 'sdk';
import { openExternal } from '../application/useShopAction';
import { PLAN as M } from '../messages';
import { apiMessage } from '../shared/saveError';
import { SettingsCard } from '../shared/SettingsCard';
import type { PlansAnswer, PricingPlan } from '../../../model/plans';
import { priceText, visiblePlans } from './plans';
import styles from './Plan.module.scss';

const price = (p: Pick<PricingPlan, 'price' | 'yearly'>) => priceText(p, M);

/** The plan cards (spec 2): Plus or Basic plans by the shop plan; every change asks first. */
export function PlanCards() {
  const api = useApi();
  const { confirm } = useConfirm();
  const snackbars = useSnackbars();
  const [answer, setAnswer] = useState<PlansAnswer | 'error' | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api.fetch<PlansAnswer>('/api2/plans', { query: { applet: 'rec' }, silent: true }).then(setAnswer, () => setAnswer('error'));
  }, [api]);
  useEffect(load, [load]);

  if (answer === null) return <Spinner aria-label={M.loading} />;
  if (answer === 'error') return <Callout intent="danger">{M.loadFailed}</Callout>;
  const { current } = answer;
  const locked = !!answer.blockModify || answer.onShopPlatform === false;

  const pick = async (plan: PricingPlan) => {
    setError(null);
    const ok = await confirm({
      title: M.confirmTitle,
      message: `${M.confirmChange(`${current.title} (${price(current)})`, `${plan.title} (${price(plan)})`)} ${plan.price > 0 ? M.confirmPaid : M.confirmFree}`,
      confirmLabel: M.confirmButton,
    });
    if (!ok) return;
    setBusy(plan.planName);
    try {
      const result = await api.fetch<{ url?: string }>('/api2/shop/rec/action/change-plan', {
        method: 'POST',
        body: { tier: plan.planName, ...(current.subscriptionId && { subid: current.subscriptionId }) },
        silent: true,
      });
      // A paid plan is confirmed on the platform; the free plan is changed at once.
      if (result?.url && openExternal(result.url, false)) return;
      snackbars.show({ message: M.changed(plan.title), intent: 'success' });
      load();
    } catch (err) {
      setError(apiMessage(err, M.changeFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsCard title={answer.tier === 'plus' ? M.plusPlans : M.basicPlans} testId="rec-plans">
      {answer.blockModify && <Callout intent="danger">{M.blockModify}</Callout>}
      {answer.onShopPlatform === false && <Callout intent="primary">{M.offPlatform}</Callout>}
      {error && (
        <Callout intent="danger" data-testid="rec-plan-error">
          {error}
        </Callout>
      )}
      <div className={styles.plans} data-tier={answer.tier}>
        {visiblePlans(answer).map((plan) => {
          const isCurrent = plan.planName === current.planName;
          return (
            <Card key={plan.planName} className={`${styles.plan} ${isCurrent ? styles.current : ''}`} data-testid={`rec-plan-${plan.planName}`}>
              <div className={styles.planHead}>
                <H4 className={styles.planTitle}>{plan.title}</H4>
                {isCurrent && (
                  <Tag intent="success" minimal>
                    {M.current}
                  </Tag>
                )}
              </div>
              <div className={styles.price}>{price(plan)}</div>
              {isCurrent && current.trialDaysRemaining > 0 && <div className={Classes.TEXT_MUTED}>{M.trialDays(current.trialDaysRemaining)}</div>}
              <p className={Classes.TEXT_MUTED}>{plan.description}</p>
              {plan.monthlyViews ? <div>{M.monthlyViews(plan.monthlyViews.toLocaleString('en-US'))}</div> : null}
              {plan.features.length > 0 && (
                <ul className={styles.features}>
                  {plan.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              )}
              {!isCurrent && <Button intent="primary" text={M.pick} disabled={locked || !!busy} loading={busy === plan.planName} onClick={() => pick(plan)} data-testid={`rec-plan-${plan.planName}-pick`} />}
            </Card>
          );
        })}
      </div>
    </SettingsCard>
  );
}
