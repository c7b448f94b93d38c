// ag-grid is heavy: this module is only reached through React.lazy from ScoreDistributions.
import { Colors } from '@blueprintjs/core';
import { ModuleRegistry, themeQuartz } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { usePreferences } from 'sdk';
import { distributionColumns, distributionRows } from './gridColumns';
import { DISTRIBUTION_GRID_MODULES } from './gridModules';
import type { ScoreDistributionData } from './useScoreDistribution';

ModuleRegistry.registerModules([...DISTRIBUTION_GRID_MODULES]);

const LIGHT = themeQuartz.withParams({ fontFamily: 'inherit', browserColorScheme: 'light' });
const DARK = themeQuartz.withParams({
  fontFamily: 'inherit',
  browserColorScheme: 'dark',
  backgroundColor: Colors.DARK_GRAY3,
  foregroundColor: Colors.LIGHT_GRAY5,
  headerBackgroundColor: Colors.DARK_GRAY4,
  chromeBackgroundColor: Colors.DARK_GRAY4,
  borderColor: Colors.DARK_GRAY5,
  oddRowBackgroundColor: Colors.DARK_GRAY2,
});

export function DistributionGrid({ data }: { data: ScoreDistributionData }) {
  const { theme } = usePreferences();
  const rows = useMemo(() => distributionRows(data.sites), [data.sites]);
  const columns = useMemo(() => distributionColumns(data), [data]);
  return (
    <div style={{ height: 480, width: '100%' }} data-testid="chk-distribution-grid">
      <AgGridReact theme={theme === 'dark' ? DARK : LIGHT} rowData={rows} columnDefs={columns} getRowId={(p) => String(p.data.siteId)} />
    </div>
  );
}
