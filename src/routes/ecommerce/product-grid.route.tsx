import { useIntl } from 'react-intl';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { demoCartItems } from './demo-cart';
import styles from './shop.module.css';

/** §2 /product-grid: the target of Continue Shopping; lists the demo products until the ecommerce slice serves them. */
export default function ProductGridRoute() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'nav.products' })} description={intl.formatMessage({ id: 'productGrid.description' })} />
      <ul className={styles.grid}>
        {demoCartItems.map((product) => (
          <li key={product.id}>
            <Card>
              <img src={product.image} alt="" width={96} height={96} className={styles.image} />
              <h2 className={styles.name}>{product.name}</h2>
              <p className={styles.meta}>{product.category}</p>
              <p className={styles.price}>{intl.formatNumber(product.price, { style: 'currency', currency: 'USD' })}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
