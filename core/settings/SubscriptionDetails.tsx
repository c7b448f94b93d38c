import { Button, Callout, Card, Classes, Tag } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';
import { useState } from 'react';
import { useOptionalConsole } from '../console/ConsoleContext';
import { TypeToConfirmDialog } from '../dialogs/TypeToConfirmDialog';
import { trialRemainingDays } from '../lib/trial';
import { describeError } from './apiErrors';
import { SETTINGS_MESSAGES } from './messages';
import { cancelSubscription, fetchSubscriptions, type ShopSite, type Subscription } from './subscriptionsApi';
import { formatDate, subscriptionPrice } from './subscriptionText';
import { TabFailed, TabLoading } from './TabState';
import { useRemote } from './useRemote';
import styles from './SettingsDialog.module.scss';

export interface SubscriptionDetailsProps {
  site: ShopSite;
  /** Staff see Remove, which cancels a subscription on the platform (spec 6). */
  isStaff: boolean;
  /** A subscription was cancelled: the current plan has changed too. */
  onChanged?(): void;
}

/** The app's active subscriptions on the shop platform (spec 2, Subscription tab). */
export function SubscriptionDetails({ site, isStaff, onChanged }: SubscriptionDetailsProps) {
  const subscriptions = useRemote((signal) => fetchSubscriptions(site, signal), [site._id, site.platformSiteId]);
  const [confirming, setConfirming] = useState<Subscription | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const snackbars = useOptionalConsole()?.snackbars;

  const remove = async () => {
    if (!confirming) return;
    setRemoving(true);
    setError(null);
    try {
      await cancelSubscription(site, confirming.id);
      snackbars?.show({ message: SETTINGS_MESSAGES.removed(confirming.name), intent: 'success' });
      subscriptions.reload();
      onChanged?.();
    } catch (err) {
      setError(describeError(err).message);
    } finally {
      setRemoving(false);
      setConfirming(null);
    }
  };

  let content;
  if (subscriptions.status === 'loading') content = <TabLoading />;
  else if (subscriptions.status === 'failed') {
    content = <TabFailed title={SETTINGS_MESSAGES.subscriptionsLoadFailed} error={subscriptions.error} onRetry={subscriptions.reload} />;
  } else if (!subscriptions.data.length) content = <p className={Classes.TEXT_MUTED}>{SETTINGS_MESSAGES.noSubscriptions}</p>;
  else {
    content = subscriptions.data.map((subscription) => (
      <SubscriptionCard key={subscription.id} subscription={subscription} canRemove={isStaff} onRemove={() => setConfirming(subscription)} />
    ));
  }

  return (
    <section className={styles.section} aria-label={SETTINGS_MESSAGES.subscriptionDetails}>
      <h4 className={styles.sectionTitle}>{SETTINGS_MESSAGES.subscriptionDetails}</h4>
      {error && (
        <Callout intent="danger" role="alert" className={styles.sectionError}>
          {error}
        </Callout>
      )}
      {content}
      {isStaff && (
        // Cancelling a subscription cannot be undone from here: the name must be typed.
        <TypeToConfirmDialog
          isOpen={confirming !== null}
          title={SETTINGS_MESSAGES.removeTitle}
          message={confirming ? SETTINGS_MESSAGES.removeConfirm(confirming.name) : ''}
          name={confirming?.name ?? ''}
          confirmLabel={SETTINGS_MESSAGES.removeButton}
          busy={removing}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}

function SubscriptionCard({ subscription, canRemove, onRemove }: { subscription: Subscription; canRemove: boolean; onRemove(): void }) {
  const price = subscriptionPrice(subscription);
  const trialLeft = subscription.trialDays > 0 ? trialRemainingDays({ trialDays: subscription.trialDays, createdAt: subscription.createdAt }) : null;
  return (
    <Card className={styles.subscription} data-subscription-id={subscription.id}>
      <div className={styles.subscriptionHead}>
        <strong>{subscription.name}</strong>
        {subscription.test && (
          <Tag intent="warning" minimal>
            {SETTINGS_MESSAGES.test}
          </Tag>
        )}
        <span className={styles.spacer} />
        {canRemove && (
          <Button intent="danger" variant="outlined" size="small" icon={<Trash />} onClick={onRemove}>
            {SETTINGS_MESSAGES.remove}
          </Button>
        )}
      </div>
      <dl className={styles.facts}>
        {price && (
          <>
            <dt>{SETTINGS_MESSAGES.subscriptionPrice}</dt>
            <dd>{price}</dd>
          </>
        )}
        <dt>{SETTINGS_MESSAGES.subscriptionCreated}</dt>
        <dd>{formatDate(subscription.createdAt)}</dd>
        <dt>{SETTINGS_MESSAGES.subscriptionPeriodEnd}</dt>
        <dd>{formatDate(subscription.currentPeriodEnd)}</dd>
        {trialLeft !== null && (
          <>
            <dt>{SETTINGS_MESSAGES.subscriptionTrial}</dt>
            <dd>{trialLeft > 0 ? SETTINGS_MESSAGES.trialDaysLeft(trialLeft) : SETTINGS_MESSAGES.trialEnded}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
