import { Button, Callout, Card, H4, Intent, Spinner } from '@blueprintjs/core';
import { useSnackbars } from 'sdk';
import { CustomDiscountForm } from './CustomDiscountForm';
import { DiscountsTable } from './DiscountsTable';
import { DynamicDiscountForm } from './DynamicDiscountForm';
import { OFFERS } from './messages';
import styles from './Offers.module.scss';
import { useDiscounts } from './useDiscounts';

/** The Discounts tool (spec 2): the shop's discounts, and the dynamic and custom forms that add one. */
export function DiscountsPanel() {
  const { discounts, error, reload, createDynamic, createCustom } = useDiscounts();
  const snackbars = useSnackbars();
  const done = (title: string) => (failure: string | null) => {
    if (!failure) snackbars.show({ message: OFFERS.created(title), intent: Intent.SUCCESS });
    return failure;
  };
  return (
    <>
      <Card data-testid="rec-discounts">
        <div className={styles.cardHeader}>
          <H4 className={styles.grow}>{OFFERS.discountsTitle}</H4>
          <Button icon="refresh" minimal text={OFFERS.refresh} onClick={() => void reload()} />
        </div>
        {error ? <Callout intent={Intent.DANGER}>{error}</Callout> : null}
        {discounts ? <DiscountsTable discounts={discounts} /> : error ? null : <Spinner size={30} />}
      </Card>
      <div className={styles.forms}>
        <Card>
          <H4>{OFFERS.dynamicTitle}</H4>
          <p>{OFFERS.dynamicHelp}</p>
          <DynamicDiscountForm onCreate={async (body) => done(String(body.title))(await createDynamic(body))} />
        </Card>
        <Card>
          <H4>{OFFERS.customTitle}</H4>
          <p>{OFFERS.customHelp}</p>
          <CustomDiscountForm onCreate={async (kind, discount) => done(String(discount.title ?? kind))(await createCustom(kind, discount))} />
        </Card>
      </div>
    </>
  );
}
