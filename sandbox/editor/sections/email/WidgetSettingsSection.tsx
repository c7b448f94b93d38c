import { Callout, Classes, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { EMAIL_DESKTOP_COLUMNS, EMAIL_DESKTOP_ROWS, EMAIL_MOBILE_COLUMNS, emailColumnsOf, emailMobileColumnsOf, emailRowsOf } from '../../../../plugins/recommendations/model/email-options';
import { REC_MESSAGES } from '../../../../plugins/recommendations/model/messages';
import { emailColumnsWarning, splitList } from '../../../../plugins/recommendations/model/validate';
import { EMAIL_MESSAGES as M } from '../../email/messages';
import type { SectionProps } from '../types';
import { CategoryChooser } from './CategoryChooser';
import { emailOpt, recLike, setEmailOpt } from './opts';

const UNAVAILABLE = ['default', 'hide', 'show', 'show-end'] as const;
/** Templates whose products come from a collection the merchant may choose (best sellers of it). */
const CATEGORY_RECIPES = new Set(['best-sellers', 'collection']);

/**
 * Spec 2: Widget Type (Grid); a category chooser or a comma-separated Product IDs list
 * depending on the template; Display Unavailable Items; columns and rows (spec 9 ranges)
 * with spec 5's desktop/mobile warning.
 */
export const WidgetSettingsSection = observer(function WidgetSettingsSection({ rec, host }: SectionProps) {
  const desktop = Object.fromEntries(rec.widgetOpts.desktop.entries());
  const mobile = Object.fromEntries(rec.widgetOpts.mobile.entries());
  const manual = rec.qualifiedName === 'manual';
  const ids = emailOpt(rec, 'productIds');
  const idsText = Array.isArray(ids) ? ids.join(', ') : typeof ids === 'string' ? ids : '';
  const idsMissing = manual && splitList(idsText) === null;
  const warning = emailColumnsWarning(recLike(rec));
  const mobileCols = emailMobileColumnsOf(mobile);
  return (
    <>
      <FormGroup label={M.widgetType} labelFor="email-widget-type">
        <HTMLSelect id="email-widget-type" fill value="grid" options={[{ value: 'grid', label: M.grid }]} onChange={() => setEmailOpt(rec, 'widget', 'grid')} />
      </FormGroup>
      {manual ? (
        <FormGroup label={M.productIds} labelFor="email-product-ids" intent={idsMissing ? 'danger' : 'none'} helperText={idsMissing ? REC_MESSAGES.required : M.productIdsHelp}>
          <TextArea id="email-product-ids" fill autoResize intent={idsMissing ? 'danger' : 'none'} value={idsText} onChange={(e) => setEmailOpt(rec, 'productIds', e.currentTarget.value)} />
        </FormGroup>
      ) : CATEGORY_RECIPES.has(rec.qualifiedName) ? (
        <FormGroup label={M.category} labelFor="email-category" helperText={M.categoryHelp}>
          <CategoryChooser rec={rec} host={host} />
        </FormGroup>
      ) : (
        <p className={Classes.TEXT_MUTED}>{M.noSelectionInput}</p>
      )}
      <FormGroup label={M.displayUnavailableItems} labelFor="email-unavailable">
        <HTMLSelect
          id="email-unavailable"
          fill
          value={(desktop.displayUnavailableItems as string | undefined) ?? 'default'}
          onChange={(e) => setEmailOpt(rec, 'displayUnavailableItems', e.currentTarget.value)}
          options={UNAVAILABLE.map((value) => ({ value, label: M.unavailable[value] }))}
        />
      </FormGroup>
      <FormGroup label={M.columnsDesktop} labelFor="email-cols">
        <HTMLSelect id="email-cols" fill value={emailColumnsOf(desktop)} onChange={(e) => setEmailOpt(rec, 'tableCols', Number(e.currentTarget.value))} options={EMAIL_DESKTOP_COLUMNS.map(String)} />
      </FormGroup>
      <FormGroup label={M.rowsDesktop} labelFor="email-rows">
        <HTMLSelect id="email-rows" fill value={emailRowsOf(desktop)} onChange={(e) => setEmailOpt(rec, 'tableRows', Number(e.currentTarget.value))} options={EMAIL_DESKTOP_ROWS.map(String)} />
      </FormGroup>
      <FormGroup label={M.columnsMobile} labelFor="email-mobile-cols">
        <HTMLSelect
          id="email-mobile-cols"
          fill
          value={String(mobileCols)}
          onChange={(e) => rec.setOpt('mobile', 'tableCols' as never, (e.currentTarget.value === 'same' ? 'same' : Number(e.currentTarget.value)) as never)}
          options={EMAIL_MOBILE_COLUMNS.map((value) => ({ value: String(value), label: value === 'same' ? M.sameAsDesktop : String(value) }))}
        />
      </FormGroup>
      {warning ? (
        <Callout intent="warning" compact>
          {warning}
        </Callout>
      ) : null}
    </>
  );
});
