import type { StaffActionEntry } from '../../../model/staffActions';

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '');
const compact = (detail: Record<string, unknown>) => {
  const json = JSON.stringify(detail);
  return json === '{}' ? '' : json.length > 120 ? `${json.slice(0, 119)}…` : json;
};

/** One line saying what a staff action did, from its recorded detail; unknown shapes as JSON. */
export function describeStaffAction(entry: Pick<StaffActionEntry, 'action' | 'detail'>): string {
  const d = entry.detail ?? {};
  switch (entry.action) {
    case 'custom-plan': {
      const b = d.billing as { title?: string; price?: number; yearly?: boolean } | null | undefined;
      return b ? `${b.title || 'Untitled'}, ${b.price} per ${b.yearly ? 'year' : 'month'}` : 'Plan removed';
    }
    case 'flags': {
      const set = Object.entries((d.set as Record<string, unknown>) ?? {}).map(([k, v]) => `${k} ${v === true ? 'on' : v === false ? 'off' : str(v)}`);
      const removed = ((d.removed as string[]) ?? []).map((k) => `${k} removed`);
      return [...set, ...removed].join(', ');
    }
    case 'clone':
      return `${str(d.count)} from ${str(d.fromName) || str(d.from)}`;
    case 'extend-trial':
      return `${str(d.days)} days`;
    case 'site-reset':
      return d.localKeysCleared === undefined ? '' : `${str(d.localKeysCleared)} local settings cleared`;
    case 'deprovision': {
      const endpoints = (d.endpoints as string[]) ?? [];
      return endpoints.length ? endpoints.join(', ') : 'No live campaigns';
    }
    case 'discount':
      return `${str(d.title)} (${str(d.percentage)}%)`;
    case 'custom-discount': {
      const discount = d.discount as { title?: string } | undefined;
      return [str(d.kind), discount?.title].filter(Boolean).join(': ');
    }
    case 'site-settings':
      return ((d.fields as string[]) ?? []).join(', ');
    case 'applet-registry':
      return `${str(d.change)} ${str(d.applet)}`;
    default:
      return compact(d);
  }
}
