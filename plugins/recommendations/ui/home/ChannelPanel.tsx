import { Button, Card, Classes, H4, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useNavigation } from 'sdk';
import { STATUS_LABELS, type RecStatus } from '../../model/places';
import { HOME } from '../messages';
import type { RecStoreInstance } from '../store/RecStore';
import styles from './HomePage.module.scss';

const ORDER: RecStatus[] = ['production', 'deactivated', 'staging', 'initial', 'archived'];
const INTENT: Partial<Record<RecStatus, 'success' | 'warning' | 'primary'>> = { production: 'success', deactivated: 'warning', staging: 'primary' };

/** A channel's summary on Home: counts by status and its Dashboard button (spec 2). */
export const ChannelPanel = observer(function ChannelPanel(props: { title: string; kinds: readonly string[]; path: string; testId: string; store: RecStoreInstance }) {
  const { navigate } = useNavigation();
  const counts = props.store.countsByStatus(props.kinds);
  const loading = props.store.loadState !== 'loaded' && props.store.loadState !== 'error';
  return (
    <Card className={styles.channel} data-testid={props.testId}>
      <H4 className={styles.panelTitle}>{props.title}</H4>
      <ul className={styles.counts} aria-busy={loading}>
        {ORDER.map((status) => (
          <li key={status} data-status={status}>
            <Tag minimal round intent={INTENT[status]} className={loading ? Classes.SKELETON : undefined}>
              <span data-testid={`${props.testId}-${status}`}>{counts[status] ?? 0}</span>
            </Tag>{' '}
            {STATUS_LABELS[status]}
          </li>
        ))}
      </ul>
      <Button text={HOME.dashboard} icon="dashboard" intent="primary" onClick={() => navigate(props.path)} />
    </Card>
  );
});
