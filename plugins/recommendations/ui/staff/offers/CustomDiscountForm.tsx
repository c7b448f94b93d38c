import { Button, FormGroup, HTMLSelect, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { CUSTOM_DISCOUNT_KINDS, type CustomDiscountKind } from '../../../model/discounts';
import { KIND_EXAMPLES, OFFERS } from './messages';
import styles from './Offers.module.scss';
import { validateCustom } from './validate';

/** The custom discount form (spec 3): a kind and the discount as JSON; both are needed (spec 5). */
export function CustomDiscountForm({ onCreate }: { onCreate: (kind: CustomDiscountKind, discount: Record<string, unknown>) => Promise<string | null> }) {
  const [kind, setKind] = useState('');
  const [json, setJson] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async () => {
    const { body, error: found } = validateCustom(kind, json);
    setError(found ?? '');
    if (!body) return;
    setBusy(true);
    const failure = await onCreate(body.kind, body.discount);
    setBusy(false);
    setError(failure ?? '');
    if (!failure) setJson('');
  };

  return (
    <form
      className={styles.form}
      data-testid="rec-custom-discount"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      <div className={styles.row}>
        <FormGroup label={OFFERS.kind} labelFor="rec-custom-kind" className={styles.grow}>
          <HTMLSelect id="rec-custom-kind" fill value={kind} onChange={(e) => setKind(e.currentTarget.value)} data-testid="rec-custom-kind">
            <option value="">{OFFERS.chooseKind}</option>
            {CUSTOM_DISCOUNT_KINDS.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button
          text={OFFERS.useExample}
          disabled={!kind}
          onClick={() => setJson(JSON.stringify(KIND_EXAMPLES[kind as CustomDiscountKind], null, 2))}
          className={styles.exampleButton}
          data-testid="rec-custom-example"
        />
      </div>
      <FormGroup label={OFFERS.discountJson} labelFor="rec-custom-json" intent={error ? Intent.DANGER : Intent.NONE} helperText={error || undefined}>
        <TextArea id="rec-custom-json" fill rows={7} className={styles.code} value={json} onChange={(e) => setJson(e.currentTarget.value)} intent={error ? Intent.DANGER : Intent.NONE} data-testid="rec-custom-json" />
      </FormGroup>
      <div>
        <Button type="submit" intent={Intent.PRIMARY} text={OFFERS.create} loading={busy} data-testid="rec-custom-create" />
      </div>
    </form>
  );
}
