import { count, money, percent } from '../dashboard/format';
import type { MetricKind } from './sections';

/** '3m 05s' (or '42s'): time on site reads in minutes, as the segment filter is chosen. */
export function duration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  const whole = Math.round(seconds);
  const m = Math.floor(whole / 60);
  const s = whole % 60;
  return m ? `${m}m ${String(s).padStart(2, '0')}s` : `${s}s`;
}

export function formatMetric(value: number | null | undefined, kind: MetricKind, currency: string): string {
  switch (kind) {
    case 'money':
      return money(value, currency);
    case 'percent':
      return percent(value);
    case 'seconds':
      return duration(value);
    case 'ratio':
      return value === null || value === undefined ? '—' : value.toFixed(2);
    default:
      return count(value);
  }
}
