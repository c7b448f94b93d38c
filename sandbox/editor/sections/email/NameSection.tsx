import { FormGroup, InputGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionProps } from '../types';

/** Spec 2: the email editor's Name (optional) field: the merchant's label in the console lists. */
export const NameSection = observer(function NameSection({ rec }: SectionProps) {
  return (
    <FormGroup label={M.name} labelInfo={M.nameOptional} labelFor="email-name">
      <InputGroup id="email-name" value={rec.name ?? ''} onValueChange={(value) => rec.setField('name', value === '' ? null : value)} />
    </FormGroup>
  );
});
