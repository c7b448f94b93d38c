import { Button, Checkbox, FormGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { slotLocation } from '../../../../plugins/recommendations/model/presets';
import { NumberField } from '../../fields/NumberField';
import { SelectField } from '../../fields/SelectField';
import { TextField } from '../../fields/TextField';
import type { SectionProps } from '../types';
import { ORDER_RANGE } from './layout';
import { ONLINE_MESSAGES as M } from './messages';
import styles from './Sections.module.scss';
import { fieldErrors } from './validation';

type PlacementType = 'location' | 'popup';

/** Spec 2: Type, Insert Above, Location (required, spec 5), the slot name, Location Order and the classes. */
export const WidgetLocation = observer(function WidgetLocation({ rec, ff }: SectionProps) {
  const opts = rec.resolved(ff);
  const slot = slotLocation(rec.external || rec._id);
  const popup = opts.showInPopup;
  return (
    <>
      <SelectField<PlacementType>
        label={M.type}
        value={popup ? 'popup' : 'location'}
        choices={[
          { value: 'location', label: M.types.location },
          { value: 'popup', label: M.types.popup },
        ]}
        onChange={(v) => rec.setOpt(ff, 'showInPopup', v === 'popup')}
      />
      {!popup && (
        <>
          {/* The runtime reads `insert` first, so the checkbox sets both: before the element, or inside it at the end. */}
          <Checkbox
            label={M.insertAbove}
            checked={opts.insert === 'before'}
            onChange={(e) => {
              rec.setOpt(ff, 'insertBefore', e.currentTarget.checked);
              rec.setOpt(ff, 'insert', e.currentTarget.checked ? 'before' : 'append');
            }}
          />
          <TextField
            label={M.location}
            value={opts.location}
            helper={M.locationHelper}
            error={fieldErrors(rec).get(`widgetOpts.${ff}.location`)}
            emptyIsUnset={false}
            maxLength={TEXT_LIMITS.location}
            onChange={(v) => rec.setOpt(ff, 'location', v ?? '')}
          />
          <FormGroup label={M.slotName} helperText={M.slotHelper(slot)}>
            <div className={styles.slot}>
              <code>{slot.slice(1)}</code>
              <Button size="small" variant="outlined" text={M.useSlot} disabled={opts.location === slot} onClick={() => rec.setOpt(ff, 'location', slot)} />
            </div>
          </FormGroup>
          <NumberField label={M.locationOrder} value={rec.opt(ff, 'order')} defaultValue={opts.order} range={ORDER_RANGE} helper={M.locationOrderHelper} onChange={(v) => rec.setOpt(ff, 'order', v)} />
        </>
      )}
      <TextField label={M.wrapperDivClasses} value={rec.opt(ff, 'wrapperDivClasses')} maxLength={TEXT_LIMITS.short} onChange={(v) => rec.setOpt(ff, 'wrapperDivClasses', v)} />
      <TextField label={M.customClasses} value={rec.opt(ff, 'customClasses')} maxLength={TEXT_LIMITS.short} onChange={(v) => rec.setOpt(ff, 'customClasses', v)} />
    </>
  );
});
