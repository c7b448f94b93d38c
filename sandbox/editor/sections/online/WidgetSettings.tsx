import { observer } from 'mobx-react-lite';
import type { NavShow, NavStyle, WidgetType } from '../../../../sdk/sandbox';
import { NumberField } from '../../fields/NumberField';
import { BOX_PROPS } from '../../fields/ranges';
import { SelectField } from '../../fields/SelectField';
import { StyleSection } from '../../fields/StyleSection';
import { TextField } from '../../fields/TextField';
import type { SectionProps } from '../types';
import { LAYOUT_RANGES, PRODUCTS_PER_VIEW } from './layout';
import { ONLINE_MESSAGES as M } from './messages';
import styles from './Sections.module.scss';

const entries = <K extends string>(labels: Record<K, string>) => (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** Type (slider, grid, list) and its layout, gaps and the container's box (spec 2, ranges of spec 9). */
export const WidgetSettings = observer(function WidgetSettings({ rec, ff }: SectionProps) {
  const opts = rec.resolved(ff);
  const ranges = LAYOUT_RANGES[ff];
  const pair = (prefix: 'grid' | 'list') => (
    <div className={styles.pair}>
      <NumberField label={M.columns} value={rec.opt(ff, `${prefix}Cols`)} defaultValue={opts[`${prefix}Cols`]} range={ranges[`${prefix}Cols`]} onChange={(v) => rec.setOpt(ff, `${prefix}Cols`, v)} />
      <NumberField label={M.rows} value={rec.opt(ff, `${prefix}Rows`)} defaultValue={opts[`${prefix}Rows`]} range={ranges[`${prefix}Rows`]} onChange={(v) => rec.setOpt(ff, `${prefix}Rows`, v)} />
    </div>
  );
  return (
    <>
      <SelectField<WidgetType> label={M.widgetType} value={opts.widget} choices={entries(M.widgetTypes)} onChange={(v) => rec.setOpt(ff, 'widget', v)} />
      {opts.widget === 'slider' && (
        <>
          <SelectField<NavStyle> label={M.navigation} value={opts.navStyle} choices={entries(M.navStyles)} onChange={(v) => rec.setOpt(ff, 'navStyle', v)} />
          {opts.navStyle !== 'none' && <SelectField<NavShow> label={M.navShow} value={opts.navShow} choices={entries(M.navShows)} onChange={(v) => rec.setOpt(ff, 'navShow', v)} />}
          <SelectField<number>
            label={M.productsPerView}
            value={opts.productsPerView}
            choices={PRODUCTS_PER_VIEW.map((n) => ({ value: n, label: n === 0 ? M.fixedWidth : String(n) }))}
            onChange={(v) => rec.setOpt(ff, 'productsPerView', v)}
          />
          {opts.productsPerView === 0 && (
            <TextField label={M.productWidth} value={rec.opt(ff, 'productWidth')} placeholder={opts.productWidth} helper={M.productWidthHelper} onChange={(v) => rec.setOpt(ff, 'productWidth', v)} />
          )}
        </>
      )}
      {opts.widget === 'grid' && pair('grid')}
      {opts.widget === 'list' && pair('list')}
      <TextField label={M.gap} value={rec.opt(ff, 'gap')} placeholder={opts.gap} helper={M.productWidthHelper} onChange={(v) => rec.setOpt(ff, 'gap', v)} />
      <StyleSection title={M.containerStyle} value={opts.style.widget} props={BOX_PROPS} onChange={(prop, v) => rec.setStyle(ff, 'widget', prop, v)} />
    </>
  );
});
