import { Button, FormGroup, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useApi, useAppletSettings, useSnackbars, useSite, type AppletDocument } from 'sdk';
import type { CurrentPlan, PlansAnswer } from '../../model/plans';
import { PLAN } from '../settings/messages';
import { priceText } from '../settings/plan/plans';
import { useStaffLog } from './log/StaffLogContext';
import { STAFF } from './messages';
import { errorText, nonNegative, Section } from './Section';
import styles from './Staff.module.scss';

interface Billing {
  yearly: boolean;
  price: number;
  title: string;
}
type Doc = AppletDocument<{ billing?: Billing | null }>;

/**
 * The custom billing plan (spec 3 "Custom billing plan", spec 5): yearly, price, title, kept in
 * the applet document's billing. A blank price removes the plan ('Plan removed'); a price
 * must be zero or greater, zero allowed. Only staff may write billing (server/auth/staff-only.ts).
 */
export function BillingSection() {
  const settings = useAppletSettings();
  const snackbars = useSnackbars();
  const { logged } = useStaffLog();
  const site = useSite();
  const api = useApi();
  const [doc, setDoc] = useState<Doc | null>(null);
  const [sitePlan, setSitePlan] = useState<CurrentPlan | null>(null);
  const [price, setPrice] = useState('');
  const [yearly, setYearly] = useState(false);
  const [title, setTitle] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const show = (next: Doc | null) => {
    setDoc(next);
    setPrice(next?.billing ? String(next.billing.price) : '');
    setYearly(next?.billing?.yearly ?? false);
    setTitle(next?.billing?.title ?? '');
  };

  useEffect(() => {
    let live = true;
    settings.load<{ billing?: Billing | null }>().then((d) => live && show(d), (err) => live && setError(errorText(err)));
    // The plan the store is on, beside the offer: without it staff read the offer as the plan.
    setSitePlan(null);
    api.fetch<PlansAnswer>('/api2/plans', { query: { applet: 'rec' }, silent: true }).then((a) => live && setSitePlan(a.current), () => undefined);
    return () => {
      live = false;
    };
  }, [settings, api, site._id]);

  const onSave = async () => {
    const value = nonNegative(price);
    if (value === null) return setError(STAFF.valueZeroOrGreater);
    setError('');
    setBusy(true);
    try {
      if (value === '') {
        if (doc?.billing) {
          const { billing: _removed, ...rest } = doc;
          show((await settings.patch(doc, rest as { billing?: Billing | null })) as Doc);
        }
        snackbars.show({ message: STAFF.planRemoved, intent: Intent.SUCCESS });
        logged();
      } else {
        const billing: Billing = { yearly, price: value, title: title.trim() };
        const saved = doc ? await settings.patch(doc, { ...doc, billing }) : await settings.save({ billing });
        show(saved as Doc);
        snackbars.show({ message: STAFF.billingSaved, intent: Intent.SUCCESS });
        logged();
      }
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const current = doc?.billing;
  return (
    <Section title={STAFF.billingTitle} help={STAFF.billingHelp} testId="rec-staff-billing">
      {sitePlan && (
        <p className={styles.help} data-testid="rec-staff-billing-site-plan">
          {STAFF.billingSitePlan(sitePlan.title, priceText(sitePlan, PLAN))}
        </p>
      )}
      <p className={styles.help} data-testid="rec-staff-billing-current">
        {current ? STAFF.billingOffered(current.title || 'ENTERPRISE', priceText(current, PLAN)) : STAFF.billingNone}
      </p>
      <div className={styles.row}>
        <FormGroup label={STAFF.billingPrice} labelFor="rec-staff-billing-price" className={styles.grow} intent={error ? Intent.DANGER : Intent.NONE} helperText={error || undefined}>
          <InputGroup id="rec-staff-billing-price" inputMode="decimal" value={price} onValueChange={setPrice} intent={error ? Intent.DANGER : Intent.NONE} data-testid="rec-staff-billing-price" />
        </FormGroup>
        <FormGroup label={STAFF.billingTitleLabel} labelFor="rec-staff-billing-title" className={styles.grow}>
          <InputGroup id="rec-staff-billing-title" value={title} maxLength={100} placeholder="ENTERPRISE" onValueChange={setTitle} data-testid="rec-staff-billing-title" />
        </FormGroup>
      </div>
      <div className={styles.row}>
        <Switch label={STAFF.billingYearly} checked={yearly} onChange={(e) => setYearly(e.currentTarget.checked)} data-testid="rec-staff-billing-yearly" />
        <Button intent={Intent.PRIMARY} text={STAFF.save} loading={busy} onClick={onSave} data-testid="rec-staff-billing-save" />
      </div>
    </Section>
  );
}
