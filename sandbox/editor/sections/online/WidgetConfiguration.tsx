import { observer } from 'mobx-react-lite';
import { basePlace } from '../../../../plugins/recommendations/model/places';
import type { SectionProps } from '../types';
import { isCustomScenario } from './scenario';
import { SelectionFields } from './SelectionFields';
import { recipeNeeds } from './validation';

/**
 * What the recipe needs filled in (spec 5: Category unless on a collection page, Categories,
 * Max Price, Product IDs), plus the options every recipe has.
 */
export const WidgetConfiguration = observer(function WidgetConfiguration(props: SectionProps) {
  const onCollectionPage = basePlace(props.rec.place) === 'CAT';
  // In the Custom scenario, Custom Configuration already offers the category and product inputs.
  const offer = isCustomScenario(props.rec.scenario) ? [] : recipeNeeds(props.rec).filter((need) => !(need === 'category' && onCollectionPage));
  return <SelectionFields {...props} offer={offer} common />;
});
