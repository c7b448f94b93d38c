import { FormGroup } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { RECIPES } from '../../../../plugins/recommendations/engine/types';
import { findTemplate } from '../../../../plugins/recommendations/model/catalogue';
import { SelectField } from '../../fields/SelectField';
import type { SectionProps } from '../types';
import { STAFF_MESSAGES as M } from './messages';

/** Staff, dev mode: the recipe behind a template's recommendation, which merchants never pick. */
export const Recipe = observer(function Recipe({ rec }: SectionProps) {
  const template = findTemplate(rec.template);
  // A recommendation may run a recipe this build no longer lists: keep it selectable, not rewritten.
  const recipes: string[] = RECIPES.includes(rec.qualifiedName as (typeof RECIPES)[number]) || !rec.qualifiedName ? [...RECIPES] : [rec.qualifiedName, ...RECIPES];
  return (
    <>
      <SelectField label={M.recipe} helper={M.recipeHelper} value={rec.qualifiedName} choices={recipes.map((r) => ({ value: r, label: r }))} onChange={(v) => rec.setField('qualifiedName', v)} />
      <FormGroup label={M.template}>
        <code>{template ? `${template.keyId} (${template.title})` : M.unknownTemplate}</code>
      </FormGroup>
      {template?.strategy && (
        <FormGroup label={M.strategy}>
          <code>{template.strategy}</code>
        </FormGroup>
      )}
    </>
  );
});
