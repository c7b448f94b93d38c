/**
 * The HTML a merchant copies from the email editor into their email provider's template, and
 * the editor's preview renders. Email programs run no scripts and honour little CSS, so the
 * grid is a table; each slot is one picture of the product chosen for the recipient when the
 * email is opened, inside a link that counts the click and opens the product (the image and
 * link service, email-links.ts). Pure: the editor frame and the server tests both build it.
 */
import { cardVariantOf, emailColumnsOf, emailMobileColumnsOf, emailRowsOf } from './email-options';
import { emailSlotUrl, type EmailPreviewMode } from './email-links';

/** Spec 9: the sample's max width and the mobile breakpoint. */
export const EMAIL_MAX_WIDTH = 600;
export const EMAIL_MOBILE_BREAKPOINT = 480;
const CELL_PADDING = 6;

export interface EmailHtmlRec {
  id: string;
  qualifiedName: string;
  css?: string;
  widgetOpts: { desktop: Record<string, unknown>; mobile: Record<string, unknown> };
}

export interface EmailHtmlInput {
  /** The console's origin: the image and link service answers there. */
  origin: string;
  siteId: string;
  rec: EmailHtmlRec;
  mode: EmailPreviewMode;
  /** Previews only: changes the image URLs when the saved recommendation changes. */
  stamp?: string;
  /** Previews only: the card's unsaved look, so the images follow edits before a save. */
  look?: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Named entities: the merchant reads this HTML (Show HTML) and pastes it into a provider's editor. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

function categoryIds(opts: Record<string, unknown>): string[] | null {
  const category = opts.category as { id?: unknown } | null | undefined;
  return category && typeof category.id === 'string' && category.id ? [category.id] : null;
}

function productIds(opts: Record<string, unknown>): string[] | null {
  const raw = opts.productIds;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[,\r\n]+/) : [];
  const ids = list.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean);
  return ids.length ? ids : null;
}

/** The merge tag the provider fills per recipient; empty until the merchant sets one. */
export function emailVariableOf(opts: Record<string, unknown>): { variable: string; unhashed: boolean } {
  return { variable: typeof opts.providerHash === 'string' ? opts.providerHash.trim() : '', unhashed: opts.providerIsUnhashed === true };
}

/** Phones: one column stacks the cells, two or three wrap them; 'same as desktop' keeps the table. */
function mobileCss(scope: string, mobileCols: number | 'same'): string {
  if (mobileCols === 'same') return '';
  const width = mobileCols === 1 ? '100%' : `${(100 / mobileCols).toFixed(3)}%`;
  return (
    `@media only screen and (max-width:${EMAIL_MOBILE_BREAKPOINT}px){` +
    `.${scope} .vtr-slot{display:inline-block !important;width:${width} !important;box-sizing:border-box}` +
    `.${scope} .vtr-slot img{max-width:100% !important}}`
  );
}

/** The CSS the copied HTML carries besides the merchant's: the phone layout (View Generated CSS). */
export function emailGeneratedCss(rec: Pick<EmailHtmlRec, 'id' | 'widgetOpts'>): string {
  return mobileCss(`vtr-email-${rec.id}`, emailMobileColumnsOf(rec.widgetOpts.mobile ?? {}));
}

export function buildEmailHtml({ origin, siteId, rec, mode, stamp, look }: EmailHtmlInput): string {
  const desktop = rec.widgetOpts.desktop ?? {};
  const cols = emailColumnsOf(desktop);
  const rows = emailRowsOf(desktop);
  const scope = `vtr-email-${rec.id}`;
  const { variable, unhashed } = emailVariableOf(desktop);
  const cellWidth = Math.floor(EMAIL_MAX_WIDTH / cols);
  const imageWidth = cellWidth - CELL_PADDING * 2;
  const link = (slotNo: number, type: 'image' | 'link') =>
    escapeHtml(
      emailSlotUrl(origin, { siteId, recId: rec.id, qualifiedName: rec.qualifiedName, type, slotNo, variable, unhashed, catIds: categoryIds(desktop), items: productIds(desktop), mode, stamp, look }),
    );

  const tableRows: string[] = [];
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 0; c < cols; c++) {
      const slot = r * cols + c;
      cells.push(
        `<td class="vtr-slot" width="${cellWidth}" valign="top" style="padding:${CELL_PADDING}px;width:${(100 / cols).toFixed(3)}%">` +
          `<a class="vtr-link" href="${link(slot, 'link')}" target="_blank" style="display:block;text-decoration:none">` +
          `<img class="vtr-image" src="${link(slot, 'image')}" alt="Recommended product" width="${imageWidth}" style="display:block;width:100%;max-width:${imageWidth}px;height:auto;border:0;outline:none">` +
          `</a></td>`,
      );
    }
    tableRows.push(`<tr>${cells.join('')}</tr>`);
  }

  const showTitle = desktop.showTitle !== false && typeof desktop.title === 'string' && desktop.title.trim() !== '';
  const style = emailGeneratedCss(rec) + (rec.css ?? '');
  return [
    `<!-- Vitrine email recommendation ${escapeHtml(rec.id)} (card version ${cardVariantOf(desktop.emailCardVariant)}) -->`,
    `<div class="vtr-email ${scope}" style="max-width:${EMAIL_MAX_WIDTH}px;margin:0 auto;font-family:Arial,Helvetica,sans-serif">`,
    style ? `<style>${style.replace(/<\/style/gi, '<\\/style')}</style>` : '',
    showTitle ? `<h2 class="vtr-title" style="margin:0 0 12px;font-size:22px;line-height:1.3;color:#111827;text-align:center">${escapeHtml(String(desktop.title))}</h2>` : '',
    `<table class="vtr-grid" role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;max-width:${EMAIL_MAX_WIDTH}px;width:100%">`,
    ...tableRows,
    `</table>`,
    `</div>`,
  ]
    .filter(Boolean)
    .join('\n');
}
