import { observer } from 'mobx-react-lite';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { templateTitle } from '../../../../plugins/recommendations/model/name';
import { StyleSection } from '../../fields/StyleSection';
import { SwitchField } from '../../fields/SwitchField';
import { TextField } from '../../fields/TextField';
import { TYPOGRAPHY_PROPS } from '../../fields/ranges';
import type { SectionProps } from '../types';
import { ONLINE_MESSAGES as M } from './messages';

/** Show Title, the title text (empty: the template's title) and its typography. */
export const Title = observer(function Title({ rec, ff }: SectionProps) {
  const opts = rec.resolved(ff);
  return (
    <>
      <SwitchField label={M.showTitle} checked={opts.showTitle} onChange={(v) => rec.setOpt(ff, 'showTitle', v)} />
      {opts.showTitle && (
        <>
          <TextField label={M.titleText} value={rec.opt(ff, 'title')} placeholder={templateTitle(rec.template) || M.titlePlaceholder} maxLength={TEXT_LIMITS.title} onChange={(v) => rec.setOpt(ff, 'title', v)} />
          <StyleSection
            title={M.titleStyle}
            value={opts.style.title}
            props={[...TYPOGRAPHY_PROPS, 'margin']}
            onChange={(prop, v) => rec.setStyle(ff, 'title', prop, v)}
          />
        </>
      )}
    </>
  );
});
