import { Classes, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { OFFERS } from './messages';
import styles from './Offers.module.scss';
import type { Discount } from '../../../model/discounts';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');

/** The discounts table (spec 2, 9: max height 600 px), its header kept in view while it scrolls. */
export function DiscountsTable({ discounts }: { discounts: readonly Discount[] }) {
  if (!discounts.length) return <NonIdealState icon="tag" title={OFFERS.noDiscounts} />;
  const c = OFFERS.columns;
  return (
    <div className={styles.tableWrap} data-testid="rec-discounts-table">
      <HTMLTable compact striped interactive className={styles.table}>
        <thead>
          <tr>
            <th>{c.title}</th>
            <th>{c.summary}</th>
            <th>{c.category}</th>
            <th>{c.type}</th>
            <th>{c.discountClass}</th>
            <th>{c.startsAt}</th>
            <th>{c.endsAt}</th>
            <th className={styles.num}>{c.usage}</th>
          </tr>
        </thead>
        <tbody>
          {discounts.map((d) => (
            <tr key={d.id} data-testid="rec-discount-row">
              <td>
                <div>{d.title}</div>
                <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} ${styles.id}`}>{d.id}</div>
              </td>
              <td title={d.summary}>{d.shortSummary}</td>
              <td>
                <Tag minimal>{d.category}</Tag>
              </td>
              <td>{d.type}</td>
              <td>{d.discountClass}</td>
              <td>{day(d.startsAt)}</td>
              <td>{day(d.endsAt)}</td>
              <td className={styles.num}>
                {d.usageCount} / {d.usageLimit ?? OFFERS.unlimited}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
