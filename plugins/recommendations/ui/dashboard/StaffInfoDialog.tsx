import { Classes, Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { getSnapshot } from 'mobx-state-tree';
import { DASHBOARD } from '../messages';
import type { RecommendationInstance } from '../store/RecStore';
import type { Readiness } from './useReadiness';
import styles from './Dashboard.module.scss';

/** A hyper-online recommendation is built from a block definition: its template names it. */
export const hyperBlockName = (rec: RecommendationInstance) => (rec.kind === 'hyper-online' ? rec.template : null);

/**
 * What staff get on Ctrl/Cmd click of a recommendation's name (spec 2 Dashboards, spec 6): the
 * ID, created, qualified name, hyper-block name and data info, then the whole document.
 */
export function StaffInfoDialog({ rec, readiness, onClose }: { rec: RecommendationInstance | null; readiness?: Readiness; onClose(): void }) {
  const f = DASHBOARD.staffFields;
  const rows: [string, string][] = rec
    ? [
        [f.id, rec._id],
        [f.external, rec.external],
        [f.created, rec.created ? new Date(rec.created).toLocaleString() : DASHBOARD.unknown],
        [f.qualifiedName, rec.qualifiedName],
        ...(hyperBlockName(rec) !== null ? [[f.hyperBlock, hyperBlockName(rec) || DASHBOARD.unknown] as [string, string]] : []),
        [f.data, readiness ? DASHBOARD.readiness[readiness] : DASHBOARD.unknown],
      ]
    : [];
  return (
    <Dialog isOpen={rec !== null} title={DASHBOARD.staffInfo} onClose={onClose}>
      <DialogBody>
        <HTMLTable compact className={styles.infoTable} data-testid="rec-staff-info-fields">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th>{label}</th>
                <td className={Classes.MONOSPACE_TEXT}>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <pre className={styles.pre} data-testid="rec-staff-info">
          {rec ? JSON.stringify(getSnapshot(rec), null, 2) : ''}
        </pre>
      </DialogBody>
    </Dialog>
  );
}
