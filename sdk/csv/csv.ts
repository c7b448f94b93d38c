// CSV export of report tables, shared by every applet (since SDK 1.11.0). A table is exported
// as it reads: the same rows, the same columns, the same text, so the file and the screen
// never disagree.

/**
 * Cells a spreadsheet would run as a formula ('=', '+', '-', '@', tab, CR first) get a leading
 * apostrophe, unless they are plain numbers ('-12.5') or the tables' missing-value mark ('---'),
 * which cannot call anything; '+3 pts' is text and is guarded.
 */
function neutralise(cell: string): string {
  if (!/^[=+\-@\t\r]/.test(cell)) return cell;
  return /^[-+]?\d[\d,.]*%?$/.test(cell) || /^-+$/.test(cell) ? cell : `'${cell}`;
}

/** RFC 4180: comma separated, CRLF lines, quotes around cells with a comma, quote or newline. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) =>
      row
        .map((raw) => {
          const cell = neutralise(raw);
          return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
        })
        .join(','),
    )
    .join('\r\n');
}

/** The text of each row of a table (head, body, foot), a spanned cell repeated as blanks. */
export function tableRows(table: HTMLTableElement): string[][] {
  return Array.from(table.rows).map((row) =>
    Array.from(row.cells).flatMap((cell) => {
      // A cell may mark what it exports (e.g. a bar drawn with the number beside it).
      const text = (cell.dataset.csv ?? cell.textContent ?? '').replace(/\s+/g, ' ').trim();
      return [text, ...Array<string>(Math.max(0, cell.colSpan - 1)).fill('')];
    }),
  );
}

/** A file name from a title: 'Cart Abandonment Rate by Device' → 'cart-abandonment-rate-by-device.csv'. */
export function csvFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'report'}.csv`;
}

/** Hands the CSV to the browser as a download. A BOM so spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
