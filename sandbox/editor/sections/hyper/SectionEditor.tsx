/** The section editor: where the section goes (location) and its order among others there. */
import { FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { SectionProps } from '../types';
import { HYPER_MESSAGES as M } from './messages';
import { sectionOf, withRootProp } from './section-definition';

export const SectionEditor = observer(function SectionEditor({ rec }: SectionProps) {
  const section = sectionOf(rec.hyperBlock);
  const location = typeof section.rootProps?.location === 'string' ? section.rootProps.location : '';
  const order = typeof section.rootProps?.order === 'number' ? section.rootProps.order : undefined;
  const missing = !location.trim();
  return (
    <>
      <FormGroup label={M.location} labelFor="hyper-location" helperText={missing ? M.locationRequired : undefined} intent={missing ? 'danger' : 'none'}>
        <InputGroup id="hyper-location" value={location} placeholder="footer" intent={missing ? 'danger' : 'none'} onValueChange={(v) => rec.setHyperSection(withRootProp(section, 'location', v))} />
      </FormGroup>
      <FormGroup label={M.locationOrder} labelFor="hyper-order">
        <NumericInput
          id="hyper-order"
          value={order ?? ''}
          min={0}
          max={999}
          minorStepSize={null}
          fill
          onValueChange={(n, text) => rec.setHyperSection(withRootProp(section, 'order', text.trim() === '' || !Number.isFinite(n) ? undefined : n))}
        />
      </FormGroup>
    </>
  );
});
