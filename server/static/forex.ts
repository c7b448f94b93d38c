// Reference exchange rates shipped with the project (GET /api2/forex/latest): units of each
// currency per 1 US dollar, as published for the date below. Not live: the Agency grid only
// needs revenues in one currency to compare shops, and a dated table keeps the demo offline
// and reproducible. Refresh by replacing the table and the date together.

export const FOREX_BASE = 'USD';
/** The day these rates are from (ISO date). */
export const FOREX_DATE = '2026-01-02';

export const FOREX_RATES: Readonly<Record<string, number>> = Object.freeze({
  USD: 1,
  EUR: 0.852,
  GBP: 0.743,
  JPY: 156.9,
  CAD: 1.372,
  AUD: 1.497,
  NZD: 1.733,
  CHF: 0.792,
  SEK: 9.21,
  NOK: 10.09,
  DKK: 6.36,
  PLN: 3.59,
  CZK: 20.65,
  HUF: 327.4,
  RON: 4.34,
  TRY: 42.95,
  ILS: 3.19,
  AED: 3.6725,
  SAR: 3.75,
  INR: 89.95,
  CNY: 6.99,
  HKD: 7.78,
  SGD: 1.285,
  KRW: 1446.5,
  TWD: 31.45,
  THB: 31.5,
  MYR: 4.06,
  IDR: 16700,
  PHP: 58.9,
  MXN: 18.0,
  BRL: 5.49,
  CLP: 902,
  COP: 3780,
  ZAR: 16.55,
});

/** Converts an amount in `currency` to US dollars; null for a currency not in the table. */
export function toUsd(amount: number, currency: string): number | null {
  const rate = FOREX_RATES[currency];
  return rate ? amount / rate : null;
}
