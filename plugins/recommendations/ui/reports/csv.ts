// CSV export of what a report section shows: the same rows and text as its table.

/** Cells a spreadsheet would run as a formula get a leading apostrophe, plain numbers excepted. */
function neutralise(cell: string): string {
  if (!/^[=+\-@\t\r]/.test(cell)) return cell;
  return /^[-+]?\d[\d,.]*%?$/.test(cell) ? cell : `'${cell}`;
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

/** 'recommendation-reports-sales-2026-10-29-2026-11-25.csv' */
export const csvName = (section: string, from: string, to: string) => `recommendation-reports-${section}-${from}-${to}.csv`;

/** Hands the CSV to the browser as a download; a BOM so spreadsheets read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
