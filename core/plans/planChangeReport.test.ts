/**
 * @jest-environment jsdom
 */
import { PLANS_MESSAGES } from './messages';
import { planChangeReport } from './planChangeReport';
import { leavePendingPlanChange, takePendingPlanChange } from './pendingPlanChange';
import type { PlansAnswer } from './plansApi';

const onPlan = (planName: string, title: string) => async () => ({ site: 's1', tier: 'basic', plans: [], current: { planName, title } }) as unknown as PlansAnswer;
const ASKED = { siteId: 's1', planName: 'enterprise', title: 'ENTERPRISE' };

describe('back from the shop platform after a paid plan change', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the change asked for once, in this tab', () => {
    leavePendingPlanChange(ASKED);
    expect(takePendingPlanChange()).toEqual(ASKED);
    expect(takePendingPlanChange()).toBeNull();
    sessionStorage.setItem('h40_plan-change', '{"siteId":1}');
    expect(takePendingPlanChange()).toBeNull();
    sessionStorage.setItem('h40_plan-change', 'not json');
    expect(takePendingPlanChange()).toBeNull();
  });

  it('says the plan changed only when the site is on it now', async () => {
    const fetch = jest.fn(onPlan('enterprise', 'ENTERPRISE'));
    await expect(planChangeReport(ASKED, fetch)).resolves.toEqual({ message: 'Your plan is now ENTERPRISE.', intent: 'success' });
    expect(fetch).toHaveBeenCalledWith('s1');
  });

  it('says the plan stayed when the charge was not approved', async () => {
    const report = await planChangeReport(ASKED, onPlan('personalize', 'PERSONALIZE'));
    expect(report).toEqual(expect.objectContaining({ message: PLANS_MESSAGES.notChanged('ENTERPRISE', 'PERSONALIZE'), intent: 'warning' }));
    expect(report!.message).toBe('Your plan is still PERSONALIZE: the change to ENTERPRISE was not approved on the shop platform.');
  });

  it('says nothing when the plan cannot be read', async () => {
    await expect(planChangeReport(ASKED, async () => Promise.reject(new Error('offline')))).resolves.toBeNull();
  });
});
