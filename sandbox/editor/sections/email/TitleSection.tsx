import { Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import { TextField } from '../../fields/TextField';
import type { SectionProps } from '../types';
import { emailOpt, setEmailOpt } from './opts';

/** The heading above the products in the email. */
export const TitleSection = observer(function TitleSection({ rec }: SectionProps) {
  const show = emailOpt(rec, 'showTitle') !== false;
  return (
    <>
      <Switch label={M.showTitle} checked={show} onChange={(e) => setEmailOpt(rec, 'showTitle', e.currentTarget.checked)} />
      <TextField label={M.titleText} disabled={!show} value={emailOpt(rec, 'title') as string | undefined} emptyIsUnset={false} maxLength={TEXT_LIMITS.title} onChange={(value) => setEmailOpt(rec, 'title', value ?? '')} />
    </>
  );
});
