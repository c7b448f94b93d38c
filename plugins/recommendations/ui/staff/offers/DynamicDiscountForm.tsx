import { Button, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { DynamicDiscountInput } from '../../../model/discounts';
import { OFFERS } from './messages';
import styles from './Offers.module.scss';
import { validateDynamic, type DynamicDraft, type DynamicErrors } from './validate';

const EMPTY: DynamicDraft = { title: '', external: '', percentage: '', combineProductDiscounts: false, combineShippingDiscounts: false };

/** The dynamic discount form (spec 3): title, external (the code prefix), percentage and what it combines with. */
export function DynamicDiscountForm({ onCreate }: { onCreate: (body: DynamicDiscountInput) => Promise<string | null> }) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<DynamicErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<DynamicDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const onSubmit = async () => {
    const { body, errors: found } = validateDynamic(draft);
    setErrors(found);
    if (!body) return;
    setBusy(true);
    const error = await onCreate(body);
    setBusy(false);
    setFailure(error ?? '');
    if (!error) setDraft(EMPTY);
  };

  const field = (name: 'title' | 'external' | 'percentage', props: { inputMode?: 'numeric'; placeholder?: string } = {}) => (
    <FormGroup label={OFFERS.fields[name]} labelFor={`rec-dynamic-${name}`} className={styles.grow} intent={errors[name] ? Intent.DANGER : Intent.NONE} helperText={errors[name]}>
      <InputGroup id={`rec-dynamic-${name}`} value={draft[name]} onValueChange={(v) => set({ [name]: v })} intent={errors[name] ? Intent.DANGER : Intent.NONE} data-testid={`rec-dynamic-${name}`} {...props} />
    </FormGroup>
  );

  return (
    <form
      className={styles.form}
      data-testid="rec-dynamic-discount"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <div className={styles.row}>
        {field('title')}
        {field('external', { placeholder: 'BOT' })}
        {field('percentage', { inputMode: 'numeric', placeholder: '10' })}
      </div>
      <Checkbox label={OFFERS.fields.combineProductDiscounts} checked={draft.combineProductDiscounts} onChange={(e) => set({ combineProductDiscounts: e.currentTarget.checked })} />
      <Checkbox label={OFFERS.fields.combineShippingDiscounts} checked={draft.combineShippingDiscounts} onChange={(e) => set({ combineShippingDiscounts: e.currentTarget.checked })} />
      {failure ? <p className={styles.error} role="alert">{failure}</p> : null}
      <div>
        <Button type="submit" intent={Intent.PRIMARY} text={OFFERS.create} loading={busy} data-testid="rec-dynamic-create" />
      </div>
    </form>
  );
}
