import { Button, Card, Classes, Tag } from '@blueprintjs/core';
import { Tick } from '@blueprintjs/icons';
import { PLANS_MESSAGES } from './messages';
import type { PricingPlan } from './plansApi';
import { planOverage, planPrice, planViews } from './planText';
import styles from './PlansDialog.module.scss';

export interface PlanCardProps {
  plan: PricingPlan;
  isCurrent: boolean;
  /** False off the shop platform: billing happens elsewhere, there is nothing to pick. */
  canPick?: boolean;
  /** This card's Pick is in flight. */
  picking: boolean;
  /** Another change is in flight, or the page is leaving: no second Pick. */
  disabled: boolean;
  onPick(plan: PricingPlan): void;
}

export function PlanCard({ plan, isCurrent, canPick = true, picking, disabled, onPick }: PlanCardProps) {
  const price = planPrice(plan);
  const views = planViews(plan);
  const overage = planOverage(plan);
  const titleId = `plan-${plan.planName}-title`;

  return (
    <Card
      className={isCurrent ? `${styles.card} ${styles.current}` : styles.card}
      role="group"
      aria-labelledby={titleId}
      data-plan={plan.planName}
    >
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.planTitle}>
          {plan.title}
        </h3>
        {isCurrent && (
          <Tag className={styles.currentTag} intent="primary" round>
            {PLANS_MESSAGES.currentPlan}
          </Tag>
        )}
      </div>
      <div className={styles.price}>
        <span className={styles.amount}>{price.amount}</span>
        {price.period && <span className={Classes.TEXT_MUTED}> {price.period}</span>}
      </div>
      {plan.description && <p className={`${Classes.TEXT_MUTED} ${styles.description}`}>{plan.description}</p>}
      <div className={styles.meter}>
        {views && <div>{views}</div>}
        {overage && <div className={Classes.TEXT_MUTED}>{overage}</div>}
      </div>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Tick className={styles.tick} size={12} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      {!isCurrent && canPick && (
        <Button
          className={styles.pick}
          intent="primary"
          fill
          loading={picking}
          disabled={disabled}
          onClick={() => onPick(plan)}
          aria-label={`${PLANS_MESSAGES.pick} ${plan.title}`}
        >
          {PLANS_MESSAGES.pick}
        </Button>
      )}
    </Card>
  );
}
