import { observer } from 'mobx-react-lite';
import type { TemplateNeed } from '../../../../plugins/recommendations/model/validate';
import type { CategoryHit, DisplayUnavailable, ProductHit } from '../../../../sdk/sandbox';
import { ListField } from '../../fields/ListField';
import { NumberField } from '../../fields/NumberField';
import { SearchPicker } from '../../fields/SearchPicker';
import { SelectField } from '../../fields/SelectField';
import type { SectionProps } from '../types';
import { ONLINE_MESSAGES as M } from './messages';
import { fieldErrors } from './validation';

const MAX_PRICE = { min: 0, max: 1_000_000, step: 0.01 };
const SEARCH_LIMIT = 20;

export interface SelectionFieldsProps extends SectionProps {
  /** Which inputs of the recipe to offer (spec 5 requires those the template needs). */
  offer: readonly TemplateNeed[];
  /** Also the options every recipe has: max price and unavailable items. */
  common?: boolean;
}

/**
 * The recipe's inputs: a category, several categories, a max price, product ids (spec 3) and
 * whether unavailable items show. Searches go through the editor host (debounced).
 */
export const SelectionFields = observer(function SelectionFields({ rec, ff, host, offer, common = false }: SelectionFieldsProps) {
  const errors = fieldErrors(rec);
  const searchCategories = (q: string): Promise<CategoryHit[]> => host.searchCategories(q, SEARCH_LIMIT);
  const searchProducts = (q: string): Promise<ProductHit[]> => host.searchProducts(q, SEARCH_LIMIT);
  const category = rec.category;
  const catIds = rec.catIds ?? [];
  const productIds = rec.opt(ff, 'productIds') ?? null;
  const opts = rec.resolved(ff);
  return (
    <>
      {offer.includes('category') && (
        <SearchPicker
          label={M.category}
          picked={category ? [{ id: category.id, title: category.title ?? category.id }] : []}
          search={searchCategories}
          onPick={(hit) => rec.setField('category', { id: hit.id, title: hit.title, handle: hit.handle })}
          onRemove={() => rec.setField('category', null)}
          placeholder={M.categorySearch}
          noResults={M.noCategories}
          removeLabel={M.remove}
          error={errors.get('category')}
        />
      )}
      {offer.includes('catIds') && (
        <SearchPicker
          label={M.categories}
          picked={catIds}
          search={searchCategories}
          onPick={(hit) => rec.setField('catIds', [...catIds, { id: hit.id, title: hit.title }])}
          onRemove={(id) => {
            const rest = catIds.filter((c) => c.id !== id);
            rec.setField('catIds', rest.length ? rest : null);
          }}
          placeholder={M.categorySearch}
          noResults={M.noCategories}
          removeLabel={M.remove}
          error={errors.get('catIds')}
        />
      )}
      {offer.includes('productIds') && (
        <>
          <ListField label={M.productIds} value={productIds} error={errors.get(`widgetOpts.${ff}.productIds`)} onChange={(v) => rec.setOpt(ff, 'productIds', v)} />
          <SearchPicker
            label={M.productSearch}
            picked={[]}
            search={searchProducts}
            onPick={(hit) => !productIds?.includes(hit.id) && rec.setOpt(ff, 'productIds', [...(productIds ?? []), hit.id])}
            onRemove={() => {}}
            placeholder={M.productSearchPlaceholder}
            noResults={M.noProducts}
            removeLabel={M.remove}
          />
        </>
      )}
      {common && (
        <>
          <NumberField
            label={M.maxPrice}
            value={typeof opts.maxp === 'number' ? opts.maxp : undefined}
            range={MAX_PRICE}
            helper={M.maxPriceHelper}
            refuseOutOfRange
            outOfRangeMessage={(price) => (price < 0 ? M.maxPriceNegative : undefined)}
            error={errors.get(`widgetOpts.${ff}.maxp`)}
            onChange={(v) => rec.setOpt(ff, 'maxp', v)}
          />
          <SelectField<DisplayUnavailable>
            label={M.displayUnavailable}
            value={opts.displayUnavailableItems}
            choices={(Object.keys(M.displayUnavailableChoices) as DisplayUnavailable[]).map((value) => ({ value, label: M.displayUnavailableChoices[value] }))}
            onChange={(v) => rec.setOpt(ff, 'displayUnavailableItems', v)}
          />
        </>
      )}
    </>
  );
});
