import { Card, Classes, H5, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { useNavigation } from 'sdk';
import { GROWTH_BOTS } from '../../../model/catalogue';
import { RecPage } from '../../shared/RecPage';
import { StaffOnly } from '../StaffOnly';
import { DiscountsPanel } from './DiscountsPanel';
import { OFFERS } from './messages';
import styles from './Offers.module.scss';

type TabId = 'bots' | 'discounts';

/** Offer bots (spec 2 /offer-bots, dev mode): the growth bots, and /offer-bots/discounts, the Discounts tool. */
function OfferBotsPageContent() {
  const rest = useParams()['*'] ?? '';
  const navigation = useNavigation();
  const tab: TabId = rest.startsWith('discounts') ? 'discounts' : 'bots';
  return (
    <RecPage title={OFFERS.title} testId="rec-offer-bots">
      <Tabs
        id="rec-offer-bots-tabs"
        selectedTabId={tab}
        onChange={(id) => navigation.navigate(id === 'discounts' ? 'offer-bots/discounts' : 'offer-bots')}
        renderActiveTabPanelOnly
      >
        <Tab id="bots" title={OFFERS.botsTab} />
        <Tab id="discounts" title={OFFERS.discountsTab} />
      </Tabs>
      {tab === 'discounts' ? (
        <DiscountsPanel />
      ) : (
        <>
          <p className={Classes.TEXT_MUTED}>{OFFERS.botsHelp}</p>
          <div className={styles.bots} data-testid="rec-offer-bots-list">
            {GROWTH_BOTS.map((bot) => (
              <Card key={bot.keyId}>
                <H5>{bot.title}</H5>
                <p>{bot.description}</p>
                <Tag minimal>{bot.config.page}</Tag>
              </Card>
            ))}
          </div>
        </>
      )}
    </RecPage>
  );
}

export function OfferBotsPage() {
  return (
    <StaffOnly>
      <OfferBotsPageContent />
    </StaffOnly>
  );
}
