import {
  CellStyleModule,
  ClientSideRowModelModule,
  colorSchemeDark,
  colorSchemeLight,
  ColumnApiModule,
  CsvExportModule,
  DateFilterModule,
  GridStateModule,
  NumberFilterModule,
  QuickFilterModule,
  RowApiModule,
  TextFilterModule,
  themeQuartz,
  ValidationModule,
  type GridApi,
  type Module,
  type StateUpdatedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { AGENCY_COLUMNS, DEFAULT_COL } from './columns';
import { loadView, pickView, saveView } from './gridView';
import type { AgencyRow } from './types';

/**
 * Only the modules this grid uses (the rest of ag-grid stays out of the chunk). Validation
 * names a missing module in development; production builds leave it out.
 */
const MODULES: Module[] = [
  CellStyleModule, // the right-aligned number columns
  ClientSideRowModelModule,
  ColumnApiModule,
  CsvExportModule,
  DateFilterModule,
  GridStateModule,
  NumberFilterModule,
  QuickFilterModule,
  RowApiModule, // the shown-rows count
  TextFilterModule,
  ...(process.env.NODE_ENV === 'production' ? [] : [ValidationModule]),
];

// Compact rows: staff scan many sites at once. Font and colours follow the console.
const BASE = themeQuartz.withParams({ spacing: 6, rowHeight: 34, headerHeight: 36, fontFamily: 'inherit', fontSize: 13 });
const LIGHT = BASE.withPart(colorSchemeLight);
const DARK = BASE.withPart(colorSchemeDark);

export interface AgencyGridProps {
  rows: AgencyRow[];
  dark: boolean;
  quickFilter: string;
  onReady: (api: GridApi<AgencyRow>) => void;
  onShownChange: (shown: number) => void;
  onColumnsChange: () => void;
}

/**
 * The Agency grid: client-side rows (all sites in memory, sorted and filtered in the browser,
 * rows and columns virtualised), the saved view restored at start and written on every change.
 */
export default function AgencyGrid({ rows, dark, quickFilter, onReady, onShownChange, onColumnsChange }: AgencyGridProps) {
  const initialState = useMemo(() => loadView(), []);
  const onStateUpdated = (e: StateUpdatedEvent<AgencyRow>) => {
    // The first event only echoes the state the grid started with.
    if (e.sources.length === 1 && e.sources[0] === 'gridInitializing') return;
    saveView(pickView(e.state));
  };
  return (
    <AgGridReact<AgencyRow>
      modules={MODULES}
      theme={dark ? DARK : LIGHT}
      rowData={rows}
      columnDefs={AGENCY_COLUMNS}
      defaultColDef={DEFAULT_COL}
      initialState={initialState}
      getRowId={(p) => p.data.external}
      quickFilterText={quickFilter}
      suppressDragLeaveHidesColumns
      onGridReady={(e) => {
        onReady(e.api);
        onShownChange(e.api.getDisplayedRowCount());
      }}
      onModelUpdated={(e) => onShownChange(e.api.getDisplayedRowCount())}
      onStateUpdated={onStateUpdated}
      onColumnVisible={onColumnsChange}
    />
  );
}
