/**
 * @jest-environment jsdom
 */
import { csvFileName, tableRows, toCsv } from './csv';

describe('toCsv', () => {
  it('quotes cells with commas, quotes and newlines; lines end with CRLF', () => {
    expect(toCsv([['Device', 'Revenue'], ['Phone', '$1,234.50'], ['say "hi"', 'a\nb']])).toBe('Device,Revenue\r\nPhone,"$1,234.50"\r\n"say ""hi""","a\nb"');
  });
  it('keeps numbers, but neutralises text a spreadsheet would run as a formula', () => {
    expect(toCsv([['-12.5', '+3', '-4.2%', '---', '=SUM(A1)', '@cmd', '+3 pts', '-2+3+cmd|x']])).toBe("-12.5,+3,-4.2%,---,'=SUM(A1),'@cmd,'+3 pts,'-2+3+cmd|x");
  });
});

describe('tableRows', () => {
  it('reads head and body as shown, a spanned cell padded with blanks, data-csv over the text', () => {
    document.body.innerHTML = `<table>
      <caption>Smoothed</caption>
      <thead><tr><th>Device</th><th>Visits</th><th>Lift</th></tr></thead>
      <tbody>
        <tr><td>Phone</td><td>1,200</td><td data-csv="+5.0%"><span>▲</span> +5.0%</td></tr>
        <tr><td colspan="2">Other</td><td>  3 </td></tr>
      </tbody></table>`;
    expect(tableRows(document.querySelector('table')!)).toEqual([
      ['Device', 'Visits', 'Lift'],
      ['Phone', '1,200', '+5.0%'],
      ['Other', '', '3'],
    ]);
  });
});

describe('csvFileName', () => {
  it('is a slug of the title', () => {
    expect(csvFileName('Cart Abandonment Rate by Device')).toBe('cart-abandonment-rate-by-device.csv');
    expect(csvFileName('  ')).toBe('report.csv');
  });
});
