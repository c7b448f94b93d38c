import { Callout } from '@blueprintjs/core';
import styles from './ChartErrorBox.module.scss';
import { CHART_MESSAGES } from './messages';

export interface ChartErrorBoxProps {
  /** Default: 'An unexpected error occurred.  No more information is available.' */
  message?: string;
  /**
   * Not an error but a wait (the queued report): no red. Defaults to true for the queued text,
   * so `<ChartErrorBox message={errorText(error)} />` gets it right on its own.
   */
  neutral?: boolean;
  className?: string;
}

/** Where the chart would be: the reason it is not (spec §8, messages in red). */
export function ChartErrorBox({ message, neutral, className }: ChartErrorBoxProps) {
  const text = message || CHART_MESSAGES.unexpected;
  const isNeutral = neutral ?? text === CHART_MESSAGES.queued;
  return (
    <Callout
      className={className}
      intent={isNeutral ? 'none' : 'danger'}
      icon={isNeutral ? 'time' : 'error'}
      role={isNeutral ? 'status' : 'alert'}
      data-neutral={isNeutral || undefined}
    >
      <span className={isNeutral ? undefined : styles.danger}>{text}</span>
    </Callout>
  );
}
