import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { CheckoutScoreData } from '../data/useCheckoutScore';
import { EXPLAIN_MESSAGES as M, peerKeyLabel } from './messages';

export interface PeerPickerProps {
  data: CheckoutScoreData;
  /** null: the whole market. */
  value: string | null;
  onChange(kind: string | null): void;
}

const WHOLE = 'market';

/**
 * "Compare with": the whole market or one of the shop's peer groups. A group too small to be
 * shown (the market privacy rule) is listed, disabled, with the reason: a merchant sees the
 * choice exists and why it is not open to them.
 */
export function PeerPicker({ data, value, onChange }: PeerPickerProps) {
  const options = [
    { value: WHOLE, label: M.wholeOption(data.sitesMadeBar) },
    ...(data.peerGroups ?? []).map((group) => {
      const kind = M.peerKinds[group.kind] ?? group.kind;
      if (group.key === null) return { value: group.kind, label: M.peerUnknown(kind), disabled: true };
      return { value: group.kind, label: M.peerOption(kind, peerKeyLabel(group.kind, group.key), group.suppressed ? null : group.shopCount), disabled: group.suppressed };
    }),
  ];
  return (
    <FormGroup label={M.compareWith} labelFor="chk-peer-picker" inline>
      <HTMLSelect
        id="chk-peer-picker"
        data-testid="chk-peer-picker"
        options={options}
        value={value ?? WHOLE}
        onChange={(event) => onChange(event.currentTarget.value === WHOLE ? null : event.currentTarget.value)}
      />
    </FormGroup>
  );
}
