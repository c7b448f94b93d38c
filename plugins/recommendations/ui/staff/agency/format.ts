/** Cell formats of the Agency grid; the CSV uses them too, so a spreadsheet reads what staff saw. */
const int = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

export const fmtInt = (v: unknown) => (typeof v === 'number' ? int.format(v) : '');
export const fmtMoney = (v: unknown) => (typeof v === 'number' ? money.format(v) : '');
export const fmtPct = (v: unknown) => (typeof v === 'number' ? pct.format(v) : '');
export const fmtRate = (v: unknown) => (typeof v === 'number' ? String(v) : '');
/** Dates as YYYY-MM-DD (UTC): sortable, unambiguous, and what spreadsheets parse. */
export const fmtDate = (v: unknown) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v.toISOString().slice(0, 10) : '');
