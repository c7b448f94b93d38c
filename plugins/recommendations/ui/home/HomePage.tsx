import { Button, Callout, Popover } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigation, useSession, useSite } from 'sdk';
import { HOME } from '../messages';
import { appletMode } from '../shared/mode';
import { RecPage } from '../shared/RecPage';
import { FREE_PLAN_NAME, PLAN_INFO_KEY } from '../shared/types';
import { useInstallation } from '../shared/useInstallation';
import { ProblemDialog } from '../store/ProblemDialog';
import { useRecStore } from '../store/useRecStore';
import { ChannelPanel } from './ChannelPanel';
import { GettingStarted, Inspiration } from './MediaPanels';
import { FreeSetup, NextLevel, Upsell } from './OfferPanels';
import { PlanCard } from './PlanCard';
import { QuickStart } from './QuickStart';
import { useHiddenPanels } from './useHiddenPanels';
import styles from './HomePage.module.scss';

export const ONLINE_KINDS = ['online', 'hyper-online'] as const;
export const EMAIL_KINDS = ['email'] as const;

/** The applet's Home (spec 2): plan, channels, quick start, media and offers. */
export const HomePage = observer(function HomePage() {
  const site = useSite();
  const { devMode } = useSession();
  const installation = useInstallation();
  const store = useRecStore();
  const panels = useHiddenPanels();
  const { navigate } = useNavigation();
  const check = installation.state === 'ok' ? installation.check : undefined;
  const plan = check?.planInfo?.[PLAN_INFO_KEY];
  const free = plan ? !plan.isPaidPlan : false;
  const poweredByOff = !!site.flags?.HicPlusDisablePoweredByLogo;
  const showUpgrade = free && !poweredByOff;
  const emailOn = !!site.flags?.HicPlusEnableEmail || devMode;
  const mode = appletMode(site.flags?.HicPlusModernMode, store.recommendations);
  const empty = store.loadState === 'loaded' && store.recommendations.length === 0;
  const show = (panel: Parameters<typeof panels.isHidden>[0]) => !panels.isHidden(panel);

  const extra = (
    <div className={styles.headerActions}>
      <Popover content={<div className={styles.help} data-testid="rec-help">{HOME.helpText}</div>} placement="bottom-end">
        <Button icon="help" text={HOME.help} variant="outlined" data-testid="rec-help-button" />
      </Popover>
      {showUpgrade && <Button text={HOME.upgradeNow} intent="success" icon="arrow-up" data-testid="rec-header-upgrade" onClick={() => navigate('settings/plan')} />}
    </div>
  );

  return (
    <RecPage title={HOME.title} extra={extra} testId="rec-home">
      <PlanCard plan={plan} showUpgrade={showUpgrade} loading={installation.state === 'loading'} />
      {check?.shopPlan?.partnerDevelopment && (
        <Callout intent="primary" icon="info-sign" data-testid="rec-dev-store">
          {HOME.devStore}
        </Callout>
      )}
      {empty && <QuickStart store={store} mode={mode} disabled={!!check?.blockModify} />}
      <div className={styles.channels} data-mode={mode}>
        <ChannelPanel title={HOME.onlineChannel} kinds={ONLINE_KINDS} path="online" testId="rec-channel-online" store={store} />
        {emailOn && <ChannelPanel title={HOME.emailChannel} kinds={EMAIL_KINDS} path="email" testId="rec-channel-email" store={store} />}
      </div>
      {show('gettingStarted') && <GettingStarted onHide={() => panels.hide('gettingStarted')} />}
      {free && show('nextLevel') && <NextLevel onHide={() => panels.hide('nextLevel')} />}
      {plan && plan.planName !== FREE_PLAN_NAME && show('freeSetup') && <FreeSetup onHide={() => panels.hide('freeSetup')} />}
      {showUpgrade && show('upsell') && <Upsell onHide={() => panels.hide('upsell')} />}
      {show('inspiration') && <Inspiration onHide={() => panels.hide('inspiration')} />}
      {panels.hidden.length > 0 && (
        <div>
          <Button variant="minimal" icon="eye-open" text={HOME.showHidden(panels.hidden.length)} onClick={panels.showAll} data-testid="rec-show-hidden" />
        </div>
      )}
      <ProblemDialog store={store} />
    </RecPage>
  );
});
