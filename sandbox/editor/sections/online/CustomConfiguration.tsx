import { observer } from 'mobx-react-lite';
import { RECIPES } from '../../../../plugins/recommendations/engine/types';
import { SelectField } from '../../fields/SelectField';
import type { SectionProps } from '../types';
import { ONLINE_MESSAGES as M } from './messages';
import { SelectionFields } from './SelectionFields';

/** A Custom scenario: the merchant picks the recipe and may give it any of its inputs. */
export const CustomConfiguration = observer(function CustomConfiguration(props: SectionProps) {
  const { rec } = props;
  return (
    <>
      <SelectField
        label={M.recipe}
        helper={M.recipeHelper}
        value={rec.qualifiedName}
        choices={RECIPES.map((r) => ({ value: r, label: r.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ') }))}
        onChange={(v) => rec.setField('qualifiedName', v)}
      />
      <SelectionFields {...props} offer={['category', 'catIds', 'productIds']} />
    </>
  );
});
