import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, NonIdealState, Spinner } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useOptionalConsole } from '../console/ConsoleContext';
import { leaveFlash } from '../snackbars/flash';
import { changePlan, fetchPlans, type CurrentPlan, type PlansAnswer, type PricingPlan } from './plansApi';
import { changePlanError, redirectTarget, type ChangePlanErrorView } from './changePlanError';
import { PLANS_MESSAGES } from './messages';
import { assignLocation, reloadPage } from './pageNavigation';
import { leavePendingPlanChange } from './pendingPlanChange';
import { PlanCard } from './PlanCard';
import { planPrice, visiblePlans } from './planText';
import styles from './PlansDialog.module.scss';

/** The site whose plan is changed; its platform names where billing happens instead. */
export interface PlansDialogSite {
  readonly _id: string;
  readonly platform?: string;
}

export interface PlansDialogProps {
  isOpen: boolean;
  site: PlansDialogSite;
  onClose(): void;
  /** After the closing transition: the shell puts focus back on the dialog's opener. */
  onClosed?(closing: HTMLElement): void;
}

type Load = { status: 'loading' } | { status: 'ready'; answer: PlansAnswer } | { status: 'failed' };

/** The pricing cards of the site's shop tier; Pick changes the plan (spec 2 and 4). */
export function PlansDialog({ isOpen, site, onClose, onClosed }: PlansDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} onClosed={onClosed} title={PLANS_MESSAGES.title} className={styles.dialog}>
      {/* Mounted only while open: every opening shows the plan as it is now. */}
      {isOpen && <PlansContent site={site} onClose={onClose} />}
    </Dialog>
  );
}

/** "PERSONALIZE ($595 / month)", "FREE STARTER (Free)". */
export function planWithPrice(plan: Pick<PricingPlan, 'title' | 'price' | 'yearly'>): string {
  const price = planPrice(plan);
  return PLANS_MESSAGES.planWithPrice(plan.title, price.period ? `${price.amount} ${price.period}` : price.amount);
}

function PlansContent({ site, onClose }: { site: PlansDialogSite; onClose(): void }) {
  const console_ = useOptionalConsole();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<PricingPlan | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [error, setError] = useState<ChangePlanErrorView | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPlans(site._id, controller.signal).then(
      (answer) => !controller.signal.aborted && setLoad({ status: 'ready', answer }),
      () => !controller.signal.aborted && setLoad({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [site._id, attempt]);

  const current = load.status === 'ready' ? load.answer.current : null;

  const change = async (plan: PricingPlan) => {
    setConfirming(null);
    setPicking(plan.planName);
    setError(null);
    try {
      const answer = await changePlan(site._id, plan.planName, current?.subscriptionId ?? null);
      // The page is going away either way: keep every Pick disabled until it does.
      const target = redirectTarget(answer?.url, window.location.href);
      setLeaving(target ? PLANS_MESSAGES.redirecting : PLANS_MESSAGES.changed(plan.title));
      // Told again on the page that comes back: after a reload it is done; back from the
      // platform it is done only if the merchant approved the charge, so that page checks.
      if (target) leavePendingPlanChange({ siteId: site._id, planName: plan.planName, title: plan.title });
      else leaveFlash({ message: PLANS_MESSAGES.changed(plan.title), intent: 'success' });
      if (target) assignLocation(target);
      else reloadPage();
    } catch (err) {
      // Spec 8: a failed plan change is logged and shown in the error modal.
      console.error('change-plan failed', err);
      if (console_) console_.errors.report(err);
      else setError(changePlanError(err));
      setPicking(null);
    }
  };

  const answer = load.status === 'ready' ? load.answer : null;
  // Spec 5 and 6: no change can work off the platform or under blockModify; say so up front.
  const offPlatform = answer?.onShopPlatform === false;
  const blocked = answer?.blockModify === true;

  return (
    <>
      <DialogBody className={styles.body}>
        {blocked && (
          <Callout intent="warning" className={styles.error} role="alert">
            {PLANS_MESSAGES.blockModify}
          </Callout>
        )}
        {offPlatform && (
          <Callout intent="primary" className={styles.error}>
            {PLANS_MESSAGES.billingOutsidePlatform(site.platform ?? '')}
          </Callout>
        )}
        {error && (
          <Callout intent={error.intent} className={styles.error} role="alert" title={error.intent === 'danger' ? PLANS_MESSAGES.changeFailed : undefined}>
            {error.message}
          </Callout>
        )}
        {leaving && (
          <Callout intent="success" className={styles.error} role="status">
            {leaving}
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
        {answer && (
          <PlanGrid
            answer={answer}
            picking={picking}
            canPick={!offPlatform}
            disabled={blocked || picking !== null || leaving !== null}
            onPick={setConfirming}
          />
        )}
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>{PLANS_MESSAGES.close}</Button>} />
      {current && (
        <ChangePlanConfirm current={current} plan={confirming} onConfirm={(plan) => void change(plan)} onCancel={() => setConfirming(null)} />
      )}
    </>
  );
}

interface ChangePlanConfirmProps {
  current: CurrentPlan;
  plan: PricingPlan | null;
  onConfirm(plan: PricingPlan): void;
  onCancel(): void;
}

/** Names the old and the new plan with their prices before anything is sent. */
function ChangePlanConfirm({ current, plan, onConfirm, onCancel }: ChangePlanConfirmProps) {
  return (
    <Alert
      isOpen={plan !== null}
      intent="primary"
      icon={<WarningSign size={32} />}
      confirmButtonText={PLANS_MESSAGES.confirmButton}
      cancelButtonText={PLANS_MESSAGES.cancel}
      canEscapeKeyCancel
      onConfirm={() => plan && onConfirm(plan)}
      onCancel={onCancel}
    >
      {plan && (
        <div data-testid="change-plan-confirm">
          <p>
            <strong>{PLANS_MESSAGES.confirmTitle}</strong>
          </p>
          <p>{PLANS_MESSAGES.confirmChange(planWithPrice(current), planWithPrice(plan))}</p>
          <p>{plan.price > 0 ? PLANS_MESSAGES.confirmPaid : PLANS_MESSAGES.confirmFree}</p>
        </div>
      )}
    </Alert>
  );
}

interface PlanGridProps {
  answer: PlansAnswer;
  picking: string | null;
  canPick: boolean;
  disabled: boolean;
  onPick(plan: PricingPlan): void;
}

function PlanGrid({ answer, picking, canPick, disabled, onPick }: PlanGridProps) {
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
          canPick={canPick}
          picking={picking === plan.planName}
          disabled={disabled}
          onPick={onPick}
        />
      ))}
    </div>
  );
}
