import { useIntl } from 'react-intl';
import buttonStyles from '../../components/ui/button.module.css';
import { CartIcon } from '../../components/ui/icons';
import { StarIcon } from './landing-icons';
import { backdropClass, ShoeArt, type ShoeTone } from './shoe-art';
import styles from './landing.module.css';

/** §3 landing product card: name, rating, price (USD). */
export interface Product {
  name: string;
  rating: number;
  price: number;
  tone: ShoeTone;
}

/** §2 product card: picture, name, rating, price and Add to Cart. */
export function ProductCard({ product, onAddToCart }: { product: Product; onAddToCart: (product: Product) => void }) {
  const intl = useIntl();
  return (
    <article className={styles.productCard} aria-label={product.name}>
      <div className={`${styles.productArt} ${backdropClass(product.tone)}`}>
        <ShoeArt />
      </div>
      <h3>{product.name}</h3>
      <div className={styles.productMeta}>
        <span className={styles.rating}>
          <StarIcon /> <span className="visually-hidden">{intl.formatMessage({ id: 'product.rating' }, { rating: product.rating })}</span>
          <span aria-hidden="true">{intl.formatNumber(product.rating, { minimumFractionDigits: 1 })}</span>
        </span>
        <strong className={styles.productPrice}>{intl.formatNumber(product.price, { style: 'currency', currency: 'USD' })}</strong>
      </div>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`} onClick={() => onAddToCart(product)}>
        <CartIcon /> {intl.formatMessage({ id: 'product.addToCart' })}
      </button>
    </article>
  );
}
