/**
 * A few style properties of one widget element, edited into the global style (the ranges of
 * spec 2: font-size 0-30, border-radius 0-50 px, font-weight 100-900 step 100).
 */
import { Classes, FormGroup, HTMLSelect, NumericInput } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import type { StyleElement } from '../../../sdk/sandbox';
import styles from './GlobalSettings.module.scss';
import type { GlobalSettings } from './GlobalSettingsModel';
import { GLOBAL_MESSAGES as M } from './messages';

export type StyleField =
  | { property: string; label: string; kind: 'px'; min: number; max: number }
  | { property: string; label: string; kind: 'color' }
  | { property: string; label: string; kind: 'select'; options: readonly (string | number)[] };

export const StyleFields = observer(function StyleFields({ settings, element, fields, heading }: { settings: GlobalSettings; element: StyleElement; fields: readonly StyleField[]; heading?: string }) {
  return (
    <>
      {heading && <h6 className={Classes.HEADING}>{heading}</h6>}
      <div className={styles.grid}>
        {fields.map((field) => {
          const id = `global-${element}-${field.property}`;
          const value = settings.styleOf(element, field.property);
          const set = (v: string | number | undefined) => settings.setStyle(element, field.property, v);
          return (
            <FormGroup key={field.property} label={field.kind === 'px' ? `${field.label} (px)` : field.label} labelFor={id}>
              {field.kind === 'px' && (
                <NumericInput id={id} fill value={value ?? ''} min={field.min} max={field.max} onValueChange={(n, text) => set(text.trim() === '' || !Number.isFinite(n) ? undefined : Math.min(field.max, Math.max(field.min, n)))} />
              )}
              {field.kind === 'color' && (
                <input
                  id={id}
                  type="color"
                  // A color input cannot be empty: unset shows faded, and says so.
                  className={`${Classes.INPUT} ${styles.color} ${typeof value === 'string' ? '' : styles.unset}`}
                  title={typeof value === 'string' ? value : M.notSet}
                  value={typeof value === 'string' ? value : '#000000'}
                  onChange={(e) => set(e.currentTarget.value)}
                />
              )}
              {field.kind === 'select' && (
                <HTMLSelect id={id} fill value={value ?? ''} options={[{ value: '', label: '—' }, ...field.options.map((o) => ({ value: o, label: String(o) }))]} onChange={(e) => set(e.currentTarget.value === '' ? undefined : isNaN(Number(e.currentTarget.value)) ? e.currentTarget.value : Number(e.currentTarget.value))} />
              )}
            </FormGroup>
          );
        })}
      </div>
    </>
  );
});
