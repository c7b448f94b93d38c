import { Button, HTMLTable } from '@blueprintjs/core';
import { downloadCsv, toCsv } from 'sdk';
import { csvName } from './csv';
import { REPORTS } from './messages';
import type { TextTable } from './tables';
import styles from './Reports.module.scss';

/** A section's table as text: what it shows is what Export CSV writes. */
export function ReportTable({ table, testId, numericFrom = 1 }: { table: TextTable; testId: string; numericFrom?: number }) {
  return (
    <div className={styles.tableWrap}>
      <HTMLTable compact striped className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {table.head.map((h, i) => (
              <th key={h} className={i >= numericFrom ? styles.num : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={table.keys[r]} data-testid={`${testId}-row`} data-key={table.keys[r]}>
              {row.map((cell, i) => (
                <td key={i} className={i >= numericFrom ? styles.num : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

/** Export CSV: the section's tables one after the other, a blank line between them. */
export function ExportButton({ tables, section, from, to, disabled }: { tables: TextTable[]; section: string; from: string; to: string; disabled?: boolean }) {
  const onClick = () => {
    const rows = tables.flatMap((t, i) => [...(i ? [[]] : []), t.head, ...t.rows]);
    downloadCsv(csvName(section, from, to), toCsv(rows));
  };
  return <Button icon="export" variant="minimal" text={REPORTS.exportCsv} onClick={onClick} disabled={disabled || !tables.length} data-testid="rec-report-export" />;
}
