import { observer } from 'mobx-react-lite';
import { TEXT_LIMITS } from '../../../../plugins/recommendations/model/fields';
import type { ReactNode } from 'react';
import type { StyleElement, WidgetOpts } from '../../../../sdk/sandbox';
import { BOX_PROPS, TYPOGRAPHY_PROPS } from '../../fields/ranges';
import { StyleSection } from '../../fields/StyleSection';
import { SwitchField } from '../../fields/SwitchField';
import { TextField } from '../../fields/TextField';
import type { SectionProps } from '../types';
import { ImageRatio } from './ImageRatio';
import { ONLINE_MESSAGES as M } from './messages';
import styles from './Sections.module.scss';

type ShowKey = 'showProductImage' | 'showProductTitle' | 'showProductVendor' | 'showProductPrice' | 'showProductComparePrice' | 'showProductSaleBadge' | 'showProductRating';
type Layer = keyof typeof M.layers;

const LAYERS: ReadonlyArray<{ layer: Layer; show: ShowKey; element: StyleElement; props: readonly string[] }> = [
  { layer: 'image', show: 'showProductImage', element: 'product-image-wrap', props: BOX_PROPS },
  { layer: 'title', show: 'showProductTitle', element: 'product-title', props: [...TYPOGRAPHY_PROPS, 'line-clamp'] },
  { layer: 'vendor', show: 'showProductVendor', element: 'product-vendor', props: TYPOGRAPHY_PROPS },
  { layer: 'price', show: 'showProductPrice', element: 'product-price', props: TYPOGRAPHY_PROPS },
  { layer: 'comparePrice', show: 'showProductComparePrice', element: 'product-compare-price', props: TYPOGRAPHY_PROPS },
  { layer: 'saleBadge', show: 'showProductSaleBadge', element: 'product-sale-badge', props: [...TYPOGRAPHY_PROPS, ...BOX_PROPS] },
  { layer: 'reviews', show: 'showProductRating', element: 'product-rating', props: ['color', 'font-size'] },
];

/** Spec 2's product detail layers, each with its show toggle, its own options and its style. */
export const ProductDetails = observer(function ProductDetails({ rec, ff }: SectionProps) {
  const opts = rec.resolved(ff);
  const set = <K extends keyof WidgetOpts>(key: K, value: WidgetOpts[K]) => rec.setOpt(ff, key, value);
  const extras: Partial<Record<Layer, ReactNode>> = {
    image: (
      <>
        {/* Spec 5: crop means cover fit; without it the whole image shows (contain). */}
        <SwitchField label={M.cropImage} checked={opts.imgFit === 'cover'} onChange={(v) => set('imgFit', v ? 'cover' : 'contain')} />
        <ImageRatio value={opts.imgRatio} onChange={(v) => set('imgRatio', v)} />
      </>
    ),
    title: <SwitchField label={M.showVariantTitle} checked={opts.showVariantTitle} onChange={(v) => set('showVariantTitle', v)} />,
    saleBadge: <TextField label={M.saleBadgeLabel} value={rec.opt(ff, 'saleBadgeLabel')} placeholder={opts.saleBadgeLabel} helper={M.saleBadgeHelper} maxLength={TEXT_LIMITS.short} onChange={(v) => set('saleBadgeLabel', v)} />,
  };
  return (
    <>
      {LAYERS.map(({ layer, show, element, props }) => {
        const label = M.layers[layer];
        return (
          <div key={layer} className={styles.layer}>
            <SwitchField label={M.show(label)} checked={opts[show]} onChange={(v) => set(show, v)} />
            {opts[show] && (
              <div className={styles.layerBody}>
                {extras[layer]}
                <StyleSection title={M.style(label)} value={opts.style[element]} props={props} onChange={(prop, v) => rec.setStyle(ff, element, prop, v)} />
                {layer === 'comparePrice' && (
                  <StyleSection title={M.salePriceStyle} value={opts.style['product-sale-price']} props={TYPOGRAPHY_PROPS} onChange={(prop, v) => rec.setStyle(ff, 'product-sale-price', prop, v)} />
                )}
              </div>
            )}
          </div>
        );
      })}
    </>
  );
});
