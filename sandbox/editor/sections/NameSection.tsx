import { observer } from 'mobx-react-lite';
import { FIELD_LABELS, TEXT_LIMITS } from '../../../plugins/recommendations/model/fields';
import { recommendationName } from '../../../plugins/recommendations/model/name';
import { FIELD_MESSAGES as M } from '../fields/messages';
import { TextField } from '../fields/TextField';
import type { SectionProps } from './types';

/**
 * The Name (optional) field of the email and online editors: the merchant's label in the
 * console's lists. Its placeholder is the name the recommendation goes by without one (its
 * title, else its template's), the same everywhere (model/name.ts).
 */
export const NameSection = observer(function NameSection({ rec }: SectionProps) {
  const fallback = recommendationName({ template: rec.template, external: rec.external, widgetOpts: { desktop: { title: rec.opt('desktop', 'title') } } });
  return (
    <TextField
      label={FIELD_LABELS.name}
      labelInfo={M.optional}
      value={rec.name ?? undefined}
      placeholder={fallback}
      helper={M.nameHelper}
      maxLength={TEXT_LIMITS.name}
      onChange={(value) => rec.setField('name', value ?? null)}
    />
  );
});
