// Money in a site's currency (Site.currencyName, an ISO 4217 code such as USD or EUR).
import { NO_VALUE } from './messages';

export interface CurrencyOptions {
  /** Default 'en-US': the console's copy is English, so its numbers read the same way. */
  readonly locale?: string;
}

function plain(amount: number, locale: string): string {
  return amount.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * 1234.5 in USD → '$1,234.50', in EUR → '€1,234.50', in JPY → '¥1,235' (Intl knows each
 * currency's decimals). The code is matched case-insensitively; a well-formed code Intl does
 * not know keeps its letters ('XYZ 1.00', with a no-break space). Without a currency, or with
 * a malformed one, the amount is shown with 2 decimals (and the text after it), never
 * silently as dollars. Not finite → '---'.
 */
export function formatCurrency(
  amount: number | null | undefined,
  currencyName: string | null | undefined,
  { locale = 'en-US' }: CurrencyOptions = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return NO_VALUE;
  const name = currencyName?.trim() ?? '';
  if (!name) return plain(amount, locale);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: name }).format(amount);
  } catch {
    return `${plain(amount, locale)} ${name}`;
  }
}
