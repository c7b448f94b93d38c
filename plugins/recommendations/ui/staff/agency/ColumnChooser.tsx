import { Button, Checkbox, Classes, PopoverNext } from '@blueprintjs/core';
import type { GridApi } from 'ag-grid-community';
import { leafColumns } from './columns';
import { AGENCY } from './messages';
import styles from './Agency.module.scss';

const LEAVES = leafColumns();

/**
 * The column chooser: every column of the Agency row under its group, shown or hidden. (The
 * grid's own columns tool panel is an enterprise feature; this one uses the column API.) The
 * pinned site name always shows, so a row can always be told apart.
 */
export function ColumnChooser({ api }: { api: GridApi | null; /** Changes when a column shows or hides: re-reads them. */ columnsVersion: number }) {
  const visible = (field: string) => api?.getColumn(field)?.isVisible() ?? true;
  let group = '';
  return (
    <PopoverNext
      placement="bottom-end"
      disabled={!api}
      content={
        <div className={styles.chooser} data-testid="rec-agency-columns-menu">
          <Button small minimal text={AGENCY.showAll} onClick={() => api?.setColumnsVisible(LEAVES.map((c) => c.field), true)} />
          {LEAVES.map((c) => {
            const heading = c.group !== group ? (group = c.group) : null;
            return (
              <div key={c.field}>
                {heading ? <div className={`${Classes.TEXT_MUTED} ${styles.chooserGroup}`}>{heading}</div> : null}
                <Checkbox
                  label={c.header}
                  checked={visible(c.field)}
                  disabled={c.field === 'siteName'}
                  onChange={(e) => api?.setColumnsVisible([c.field], e.currentTarget.checked)}
                  data-testid={`rec-agency-column-${c.field}`}
                />
              </div>
            );
          })}
        </div>
      }
    >
      <Button icon="column-layout" text={AGENCY.columns} disabled={!api} data-testid="rec-agency-columns" />
    </PopoverNext>
  );
}
