import { useIntl } from 'react-intl';
import { CART_RULES, cartSummary, type CartItem } from './cart';
import styles from './cart-drawer.module.css';

/** §9 cart totals as a definition list: subtotal, discount with the coupon, tax, shipping and total (USD). */
export function CartTotals({ items }: { items: readonly Pick<CartItem, 'price' | 'quantity'>[] }) {
  const intl = useIntl();
  const summary = cartSummary(items);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'USD' });
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'cart.subtotal' }), money(summary.subtotal)],
    [intl.formatMessage({ id: 'cart.discount' }, { coupon: CART_RULES.coupon }), `- ${money(summary.discount)}`],
    [intl.formatMessage({ id: 'cart.tax' }), money(summary.tax)],
    [intl.formatMessage({ id: 'cart.shipping' }), money(summary.shipping)],
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{intl.formatMessage({ id: 'cart.total' })}</dt>
        <dd>{money(summary.total)}</dd>
      </div>
    </dl>
  );
}
