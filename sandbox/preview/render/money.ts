export type FormatMoney = (amount: number) => string;

/**
 * Money in the payload currency through Intl (the page's language, else the browser's). An
 * unknown currency code falls back to "12.00 XYZ" rather than breaking the widget.
 */
export function moneyFormatter(currency: string, locale?: string): FormatMoney {
  let format: Intl.NumberFormat | undefined;
  try {
    format = new Intl.NumberFormat(locale || undefined, { style: 'currency', currency });
  } catch {
    format = undefined;
  }
  return (amount) => (format ? format.format(amount) : `${amount.toFixed(2)} ${currency}`);
}
