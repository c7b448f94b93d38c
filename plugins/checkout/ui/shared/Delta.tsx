import { Classes, Icon, Intent } from '@blueprintjs/core';
import { signed } from './format';
import styles from './Delta.module.scss';

export interface DeltaProps {
  /** The change; null shows `missing`. */
  value: number | null;
  /** 'percent': a relative change (0.12 → +12.0%); 'points': an absolute one (5 → +5 pts). */
  kind: 'percent' | 'points';
  /** True when a decrease is good news (abandoned revenue). */
  lowerIsBetter?: boolean;
  missing: string;
  testId?: string;
}

/** An arrow and the change, green when the move is good for the merchant and red when bad. */
export function Delta({ value, kind, lowerIsBetter = false, missing, testId }: DeltaProps) {
  if (value === null) {
    return (
      <span className={[styles.delta, Classes.TEXT_MUTED].join(' ')} data-testid={testId}>
        {missing}
      </span>
    );
  }
  // Spec (console-shell, Display): percentages 2 decimals, the relative changes of Home's cards too.
  const rounded = kind === 'percent' ? Math.round(value * 10_000) / 100 : Math.round(value);
  const text = kind === 'percent' ? `${Math.abs(rounded).toFixed(2)}%` : `${Math.abs(rounded)} pts`;
  const good = rounded === 0 ? undefined : rounded > 0 !== lowerIsBetter;
  const intent = good === undefined ? Intent.NONE : good ? Intent.SUCCESS : Intent.DANGER;
  const icon = rounded > 0 ? 'arrow-up' : rounded < 0 ? 'arrow-down' : 'arrow-right';
  return (
    <span
      className={[styles.delta, good === undefined ? Classes.TEXT_MUTED : styles[good ? 'good' : 'bad']].join(' ')}
      data-testid={testId}
      data-direction={good === undefined ? 'flat' : good ? 'good' : 'bad'}
    >
      <Icon icon={icon} intent={intent} size={12} />
      {signed(rounded, text)}
    </span>
  );
}
