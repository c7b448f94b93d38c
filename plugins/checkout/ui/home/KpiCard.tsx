import { Card, Classes, H5, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { MouseEvent } from 'react';
import { useNavigation } from 'sdk';
import { Delta, type DeltaProps } from '../shared/Delta';
import styles from './HomePage.module.scss';

export interface KpiCardProps {
  testId: string;
  title: string;
  caption: string;
  icon: IconName;
  value: string;
  delta: Omit<DeltaProps, 'testId'>;
  /** Relative applet path the card opens. */
  to: string;
  loading: boolean;
}

/** One key indicator: value, change vs the previous 4 weeks, and a link to its details. */
export function KpiCard({ testId, title, caption, icon, value, delta, to, loading }: KpiCardProps) {
  const { linkTo, navigate } = useNavigation();
  const open = (event: MouseEvent) => {
    // A plain click moves inside the console; modified clicks keep the browser's behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };
  const skeleton = loading ? Classes.SKELETON : undefined;
  return (
    <Card className={styles.card} data-testid={testId}>
      <div className={styles.cardHead}>
        <Icon icon={icon} className={Classes.TEXT_MUTED} />
        <H5 className={styles.cardTitle}>{title}</H5>
      </div>
      <div className={[styles.value, skeleton].filter(Boolean).join(' ')} data-testid={`${testId}-value`}>
        {value}
      </div>
      <div className={skeleton}>
        <Delta {...delta} testId={`${testId}-delta`} />
      </div>
      <a href={linkTo(to)} onClick={open} className={styles.caption}>
        {caption}
        <Icon icon="chevron-right" size={12} />
      </a>
    </Card>
  );
}
