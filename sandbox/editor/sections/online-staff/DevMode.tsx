import { Classes, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SectionProps } from '../types';
import { STAFF_MESSAGES as M } from './messages';
import styles from './DevMode.module.scss';

/** Staff, dev mode: the technical facts of the document and what this form factor stores. */
export const DevMode = observer(function DevMode({ rec, ff }: SectionProps) {
  const rows: Array<[string, string]> = [
    [M.id, rec._id],
    [M.external, rec.external],
    [M.qualifiedName, rec.qualifiedName],
    [M.template, rec.template],
    [M.kind, rec.kind],
    [M.place, rec.place],
    [M.status, rec.status],
    [M.scenario, rec.scenario],
    [M.version, String(rec.__v)],
  ];
  const stored = Object.fromEntries(rec.widgetOpts[ff].entries());
  return (
    <>
      <HTMLTable compact className={styles.facts}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                <code>{value || '—'}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <h4 className={Classes.HEADING}>{M.widgetOpts(ff)}</h4>
      {Object.keys(stored).length ? <pre className={`${Classes.CODE_BLOCK} ${styles.json}`}>{JSON.stringify(stored, null, 2)}</pre> : <p className={Classes.TEXT_MUTED}>{M.noneStored}</p>}
    </>
  );
});
