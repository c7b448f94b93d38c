import { observer } from 'mobx-react-lite';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import { ADD_TO_CART_ACTIONS, type AddToCartAction, type DisplayVariantOptions, type WidgetOpts } from '../../../../sdk/sandbox';
import { BOX_PROPS, TYPOGRAPHY_PROPS } from '../../fields/ranges';
import { SelectField } from '../../fields/SelectField';
import { StyleSection } from '../../fields/StyleSection';
import { SwitchField } from '../../fields/SwitchField';
import { TextField } from '../../fields/TextField';
import type { SectionProps } from '../types';
import { ONLINE_MESSAGES as M } from './messages';

type TitleKey = 'addToCartTitle' | 'addingToCartTitle' | 'addedToCartTitle' | 'outOfStockTitle' | 'variantOptionsAddToCartTitle' | 'variantOptionAddToCartTitle';

/** Spec 2's Call To Action fields, with the button and the variant options' styles. */
export const CallToAction = observer(function CallToAction({ rec, ff }: SectionProps) {
  const opts = rec.resolved(ff);
  const set = <K extends keyof WidgetOpts>(key: K, value: WidgetOpts[K]) => rec.setOpt(ff, key, value);
  // Empty text unsets a title, so the default (shown as placeholder) comes back.
  const title = (key: TitleKey, label: string, helper?: string) => (
    <TextField label={label} value={rec.opt(ff, key)} placeholder={opts[key]} helper={helper} maxLength={TEXT_LIMITS.buttonLabel} onChange={(v) => set(key, v)} />
  );
  return (
    <>
      <SwitchField label={M.showCallToAction} checked={opts.showProductAddToCart} onChange={(v) => set('showProductAddToCart', v)} />
      {opts.showProductAddToCart && (
        <>
          {title('addToCartTitle', M.addToCartTitle)}
          {title('addingToCartTitle', M.addingToCartTitle)}
          {title('addedToCartTitle', M.addedToCartTitle)}
          <SwitchField label={M.hideOutOfStockVariants} checked={opts.hideOutOfStockVariants} onChange={(v) => set('hideOutOfStockVariants', v)} />
          {!opts.hideOutOfStockVariants && title('outOfStockTitle', M.outOfStockTitle)}
          <SelectField<DisplayVariantOptions>
            label={M.displayVariantOptions}
            value={opts.displayVariantOptions}
            choices={(['never', 'always', 'dynamic'] as const).map((value) => ({ value, label: M.variantChoices[value] }))}
            onChange={(v) => set('displayVariantOptions', v)}
          />
          {opts.displayVariantOptions === 'dynamic' && (
            <>
              {title('variantOptionsAddToCartTitle', M.multipleOptionsTitle, M.optionHelper)}
              {title('variantOptionAddToCartTitle', M.singleOptionTitle, M.optionHelper)}
            </>
          )}
          <SelectField<AddToCartAction>
            label={M.action}
            value={opts.addToCartRedirect}
            choices={ADD_TO_CART_ACTIONS.map((value) => ({ value, label: M.actions[value] }))}
            onChange={(v) => set('addToCartRedirect', v)}
          />
          <StyleSection title={M.buttonStyle} value={opts.style['product-add-to-cart-btn']} props={[...TYPOGRAPHY_PROPS, ...BOX_PROPS]} onChange={(prop, v) => rec.setStyle(ff, 'product-add-to-cart-btn', prop, v)} />
          {opts.displayVariantOptions !== 'never' && (
            <StyleSection title={M.variantOptionsStyle} value={opts.style['product-add-to-cart-select']} props={[...TYPOGRAPHY_PROPS, ...BOX_PROPS]} onChange={(prop, v) => rec.setStyle(ff, 'product-add-to-cart-select', prop, v)} />
          )}
        </>
      )}
    </>
  );
});
