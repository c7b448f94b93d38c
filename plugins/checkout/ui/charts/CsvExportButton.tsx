import { Button } from '@blueprintjs/core';
import type { RefObject } from 'react';
import { csvFileName, downloadCsv, tableRows, toCsv } from 'sdk';
import { CHART_LABELS } from './messages';

export interface CsvExportButtonProps {
  /** The table to export, as it is rendered. */
  table: RefObject<HTMLTableElement | null>;
  /** The file is named after it. */
  title: string;
  className?: string;
}

/** "Export CSV" for a report table: the file holds the rows the table shows. */
export function CsvExportButton({ table, title, className }: CsvExportButtonProps) {
  const onClick = () => {
    if (table.current) downloadCsv(csvFileName(title), toCsv(tableRows(table.current)));
  };
  return <Button size="small" variant="minimal" icon="export" text={CHART_LABELS.exportCsv} onClick={onClick} className={className} data-testid="report-export-csv" />;
}
