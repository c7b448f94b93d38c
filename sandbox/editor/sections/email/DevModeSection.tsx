import { HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionProps } from '../types';

/** Spec 6: staff's technical facts of the recommendation (dev mode only). */
export const DevModeSection = observer(function DevModeSection({ rec, ctx }: SectionProps) {
  const rows: Array<[string, string]> = [
    [M.recId, rec._id],
    [M.external, rec.external],
    [M.qualifiedName, rec.qualifiedName],
    [M.status, rec.status],
    [M.kind, rec.kind],
    ['site', ctx.site.id],
  ];
  return (
    <HTMLTable compact style={{ width: '100%', tableLayout: 'fixed' }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th style={{ width: '40%' }}>{label}</th>
            <td style={{ overflowWrap: 'anywhere' }}>
              <code>{value || '—'}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
});
