import { Button, Callout, Classes, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useApi, usePreferences } from 'sdk';
import { RecPage } from '../../shared/RecPage';
import { StaffOnly } from '../StaffOnly';
import { ColumnChooser } from './ColumnChooser';
import { clearView } from './gridView';
import { AGENCY } from './messages';
import { toAgencyRows } from './rows';
import styles from './Agency.module.scss';
import type { AgencyAnswer, AgencyRow } from './types';

// ag-grid is big: it loads with this page only, and after the page's frame has painted.
const AgencyGrid = lazy(() => import('./AgencyGrid'));

/**
 * Agency Stats (spec 2 /agency, dev mode): one row per site with spec 3's Agency row. All
 * sites come in one staff-only call and stay in the browser (client-side row model): at
 * 10,000 sites that is a few MB, and sorting, filtering and CSV export of every row need no
 * further round trip (figures in `npm run bench`).
 */
function AgencyPageContent() {
  const api = useApi();
  const { theme } = usePreferences();
  const [answer, setAnswer] = useState<AgencyAnswer | null>(null);
  const [error, setError] = useState('');
  const [grid, setGrid] = useState<GridApi<AgencyRow> | null>(null);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(0);
  const [columnsVersion, setColumnsVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api.fetch<AgencyAnswer>('/api2/recommendation/agency-info', { silent: true }).then(
      (a) => live && setAnswer(a),
      (err) => live && setError(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const rows = useMemo(() => (answer ? toAgencyRows(answer) : null), [answer]);
  const onReset = () => {
    clearView();
    grid?.resetColumnState();
    grid?.setFilterModel(null);
  };

  return (
    <RecPage title={AGENCY.title} testId="rec-agency" wide>
      <div className={styles.toolbar}>
        <InputGroup leftIcon="search" type="search" className={styles.search} placeholder={AGENCY.search} aria-label={AGENCY.search} value={search} onValueChange={setSearch} data-testid="rec-agency-search" />
        <ColumnChooser api={grid} columnsVersion={columnsVersion} />
        <Button icon="download" text={AGENCY.exportCsv} disabled={!grid} onClick={() => grid?.exportDataAsCsv({ fileName: AGENCY.fileName })} data-testid="rec-agency-export" />
        <Button icon="reset" minimal text={AGENCY.resetView} disabled={!grid} onClick={onReset} data-testid="rec-agency-reset" />
        {rows ? (
          <span className={`${Classes.TEXT_MUTED} ${styles.count}`} data-testid="rec-agency-count">
            {AGENCY.sites(grid ? shown : rows.length, rows.length)}
          </span>
        ) : null}
      </div>
      {error ? <Callout intent={Intent.DANGER}>{error}</Callout> : null}
      <div className={styles.grid} data-testid="rec-agency-grid">
        {rows ? (
          <Suspense fallback={<Spinner size={30} />}>
            <AgencyGrid rows={rows} dark={theme === 'dark'} quickFilter={search} onReady={setGrid} onShownChange={setShown} onColumnsChange={() => setColumnsVersion((v) => v + 1)} />
          </Suspense>
        ) : error ? null : (
          <Spinner size={30} aria-label={AGENCY.loading} />
        )}
      </div>
    </RecPage>
  );
}

export function AgencyPage() {
  return (
    <StaffOnly>
      <AgencyPageContent />
    </StaffOnly>
  );
}
