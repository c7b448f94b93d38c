// Builders for the live sessions' tests: a visit's events and the server's rows, by minute.
import type { VisitEvent } from './types';

export const T0 = Date.parse('2026-03-10T12:00:00Z');
export const min = (m: number) => T0 + m * 60_000;

export function event(type: string, m: number, more: Partial<VisitEvent> = {}): VisitEvent {
  return {
    at: min(m), type, place: 'H', path: '/', formFactor: 'desktop', newOrReturning: 'new', pageViews: null,
    referrer: null, utmSource: null, utmMedium: null, source: 'tag', arm: null, ...more,
  };
}

export const page = (m: number, place: string, n: number, more: Partial<VisitEvent> = {}) =>
  event('page-view', m, { place, pageViews: n, path: place === 'NA' ? '/search' : `/${place.toLowerCase()}`, ...more });
