// The ag-grid features the distribution grid uses, and nothing else: AllCommunityModule made the
// lazy grid chunk 1.1 MiB. Sorting, column groups, pinning, resizing, moving columns, themes and
// value formatters are in ag-grid's core and need no module. A feature whose module is missing
// logs an ag-grid console error (#200 with the module's name) and does not work: when gridColumns
// starts using one (a number filter, tooltips, row selection…), add its module here.
import { ClientSideRowModelModule, ColumnAutoSizeModule, TextFilterModule, type Module } from 'ag-grid-community';

export const DISTRIBUTION_GRID_MODULES: readonly Module[] = [
  // rowData: every site's row is in the browser. ag-grid 36's core already depends on it; named
  // here as ag-grid's module docs do, so the list says what the grid relies on (it costs nothing).
  ClientSideRowModelModule,
  // filter: true on Site and Platform (text columns) is the text filter in ag-grid Community.
  TextFilterModule,
  // Double-clicking a header's resize handle fits the column to its content.
  ColumnAutoSizeModule,
];
