import { Button, Card, Classes, H4 } from '@blueprintjs/core';
import { useNavigation } from 'sdk';
import { HOME } from '../messages';
import type { PlanInfo } from '../shared/types';
import styles from './HomePage.module.scss';

/** The plan card: plan title, trial days, and Upgrade Now on the free plan (spec 2). */
export function PlanCard({ plan, showUpgrade, loading }: { plan?: PlanInfo; showUpgrade: boolean; loading: boolean }) {
  const { navigate } = useNavigation();
  const trial = plan?.trialData?.inTrial ? plan.trialData.daysRemaining : null;
  return (
    <Card className={styles.planCard} data-testid="rec-plan-card">
      <div>
        <div className={Classes.TEXT_MUTED}>{HOME.plan}</div>
        <H4 className={`${styles.panelTitle} ${loading ? Classes.SKELETON : ''}`} data-testid="rec-plan-title">
          {plan?.title ?? '—'}
        </H4>
        {trial !== null && <div className={Classes.TEXT_MUTED}>{HOME.trialDays(trial)}</div>}
      </div>
      {showUpgrade ? (
        <Button text={HOME.upgradeNow} intent="success" icon="arrow-up" onClick={() => navigate('settings/plan')} data-testid="rec-upgrade" />
      ) : (
        <Button text={HOME.managePlan} variant="outlined" onClick={() => navigate('settings/plan')} />
      )}
    </Card>
  );
}
