import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { lineTotal } from './cart';
import { CartTotals } from './cart-totals';
import { demoCartItems } from './demo-cart';
import styles from './shop.module.css';

/** §2 /ecommerce-checkout: the target of Checkout; the demo order with the cart's totals (§9). */
export default function EcommerceCheckoutRoute() {
  const intl = useIntl();
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'USD' });
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.checkout' })} description={intl.formatMessage({ id: 'checkout.description' })} />
      <Card title={intl.formatMessage({ id: 'checkout.summary' })}>
        <ul className={styles.lines}>
          {demoCartItems.map((item) => (
            <li key={item.id} className={styles.line}>
              <img src={item.image} alt="" width={40} height={40} className={styles.thumb} />
              <span className={styles.lineName}>
                {item.name} × {item.quantity}
              </span>
              <span>{money(lineTotal(item))}</span>
            </li>
          ))}
        </ul>
        <CartTotals items={demoCartItems} />
      </Card>
    </>
  );
}
