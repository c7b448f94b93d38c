import { FormGroup, InputGroup, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionProps } from '../types';
import { emailOpt, setEmailOpt } from './opts';

/** The heading above the products in the email. */
export const TitleSection = observer(function TitleSection({ rec }: SectionProps) {
  const show = emailOpt(rec, 'showTitle') !== false;
  return (
    <>
      <Switch label={M.showTitle} checked={show} onChange={(e) => setEmailOpt(rec, 'showTitle', e.currentTarget.checked)} />
      <FormGroup label={M.titleText} labelFor="email-title" disabled={!show}>
        <InputGroup id="email-title" disabled={!show} value={(emailOpt(rec, 'title') as string | undefined) ?? ''} onValueChange={(value) => setEmailOpt(rec, 'title', value)} />
      </FormGroup>
    </>
  );
});
