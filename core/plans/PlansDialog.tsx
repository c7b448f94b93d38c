import { Button, Callout, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { changePlan, fetchPlans, type PlansAnswer, type PricingPlan } from './plansApi';
import { changePlanError, redirectTarget, type ChangePlanErrorView } from './changePlanError';
import { PLANS_MESSAGES } from './messages';
import { assignLocation, reloadPage } from './pageNavigation';
import { PlanCard } from './PlanCard';
import { visiblePlans } from './planText';
import styles from './PlansDialog.module.scss';

/** The site whose plan is changed: only its id is needed. */
export interface PlansDialogSite {
  readonly _id: string;
}

export interface PlansDialogProps {
  isOpen: boolean;
  site: PlansDialogSite;
  onClose(): void;
}

type Load = { status: 'loading' } | { status: 'ready'; answer: PlansAnswer } | { status: 'failed' };

/** The pricing cards of the site's shop tier; Pick changes the plan (spec 2 and 4). */
export function PlansDialog({ isOpen, site, onClose }: PlansDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={PLANS_MESSAGES.title} className={styles.dialog}>
      {/* Mounted only while open: every opening shows the plan as it is now. */}
      {isOpen && <PlansContent siteId={site._id} onClose={onClose} />}
    </Dialog>
  );
}

function PlansContent({ siteId, onClose }: { siteId: string; onClose(): void }) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [picking, setPicking] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<ChangePlanErrorView | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPlans(siteId, controller.signal).then(
      (answer) => !controller.signal.aborted && setLoad({ status: 'ready', answer }),
      () => !controller.signal.aborted && setLoad({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [siteId, attempt]);

  const pick = async (plan: PricingPlan, subid: string | null) => {
    setPicking(plan.planName);
    setError(null);
    try {
      const answer = await changePlan(siteId, plan.planName, subid);
      // The page is going away either way: keep every Pick disabled until it does.
      setLeaving(true);
      const target = redirectTarget(answer?.url, window.location.href);
      if (target) assignLocation(target);
      else reloadPage();
    } catch (err) {
      console.error('change-plan failed', err);
      setError(changePlanError(err));
      setPicking(null);
    }
  };

  return (
    <>
      <DialogBody className={styles.body}>
        {error && (
          <Callout intent={error.intent} className={styles.error} role="alert" title={error.intent === 'danger' ? PLANS_MESSAGES.changeFailed : undefined}>
            {error.message}
          </Callout>
        )}
        {load.status === 'loading' && <Spinner className={styles.spinner} aria-label={PLANS_MESSAGES.loading} />}
        {load.status === 'failed' && (
          <NonIdealState
            icon={<WarningSign size={48} />}
            title={PLANS_MESSAGES.loadFailed}
            action={<Button onClick={() => setAttempt((n) => n + 1)}>{PLANS_MESSAGES.retry}</Button>}
          />
        )}
        {load.status === 'ready' && <PlanGrid answer={load.answer} picking={picking} disabled={picking !== null || leaving} onPick={pick} />}
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>{PLANS_MESSAGES.close}</Button>} />
    </>
  );
}

interface PlanGridProps {
  answer: PlansAnswer;
  picking: string | null;
  disabled: boolean;
  onPick(plan: PricingPlan, subid: string | null): void;
}

function PlanGrid({ answer, picking, disabled, onPick }: PlanGridProps) {
  const { current, tier } = answer;
  const plans = visiblePlans(answer.plans, tier, current?.planName ?? null);
  if (!plans.length) return <NonIdealState title={PLANS_MESSAGES.noPlans} />;
  return (
    <div className={styles.grid}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.planName}
          plan={plan}
          isCurrent={plan.planName === current?.planName}
          picking={picking === plan.planName}
          disabled={disabled}
          onPick={(picked) => onPick(picked, current?.subscriptionId ?? null)}
        />
      ))}
    </div>
  );
}
