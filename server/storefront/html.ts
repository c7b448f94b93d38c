/**
 * Escaping HTML templates: every interpolated value is escaped unless it is already Html
 * (made by `html` itself or, for trusted markup, `raw`). Arrays are joined.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += render(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Markup we generated ourselves (catalogue descriptions, SVG): never shopper input. */
export const raw = (markup: string) => new Html(markup);

const formatters = new Map<string, Intl.NumberFormat>();

/** "$1,234.50", "¥2,580", in the shop's currency. */
export function money(amount: number, currency: string): string {
  let format = formatters.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    formatters.set(currency, format);
  }
  return format.format(amount);
}

/** Minor units as the platform's AJAX cart speaks them (cents; ×100 for every currency). */
export const cents = (amount: number) => Math.round(amount * 100);
