import { InstalledOnly } from '../../shared/InstalledOnly';
import { RecPage } from '../../shared/RecPage';
import { PLAN as M } from '../messages';
import { PlanCards } from './PlanCards';
import { RevenuePanel } from './RevenuePanel';

/** Settings / Subscription (spec 2): what recommendations earned, then the plans. */
export function SubscriptionPage() {
  return (
    <InstalledOnly>
      <RecPage title={M.title} testId="rec-subscription">
        <RevenuePanel />
        <PlanCards />
      </RecPage>
    </InstalledOnly>
  );
}
