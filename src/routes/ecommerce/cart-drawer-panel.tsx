import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Drawer } from '../../components/ui/drawer';
import { TrashIcon } from '../shell';
import buttonStyles from '../../components/ui/button.module.css';
import { CART_RULES, cartSummary, clampQuantity, lineTotal, type CartItem } from './cart';
import { CartTotals } from './cart-totals';
import styles from './cart-drawer.module.css';

export interface CartDrawerProps {
  items: readonly CartItem[];
  onQuantityChange: (id: string, quantity: number) => void;
  onRemove: (id: string) => void;
  /** §2: Continue Shopping → /product-grid, Checkout → /ecommerce-checkout. */
  continueHref: string;
  checkoutHref: string;
  /** Opens the drawer at first render (stories). */
  defaultOpen?: boolean;
}

export interface CartDrawerPanelProps extends Omit<CartDrawerProps, 'defaultOpen'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The cart's drawer, loaded on first open (see `CartDrawer`). */
export function CartDrawerPanel({ items, onQuantityChange, onRemove, continueHref, checkoutHref, isOpen, onOpenChange }: CartDrawerPanelProps) {
  const intl = useIntl();
  const summary = cartSummary(items);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'USD' });
  const close = () => onOpenChange(false);

  return (
    <Drawer
      title={intl.formatMessage({ id: 'cart.title' })}
      subtitle={intl.formatMessage({ id: 'cart.subtitle' }, { count: summary.count })}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        <>
          <CartTotals items={items} />
          <div className={styles.actions}>
            <Link href={continueHref} className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={close}>
              {intl.formatMessage({ id: 'cart.continue' })}
            </Link>
            <Link href={checkoutHref} className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={close}>
              {intl.formatMessage({ id: 'cart.checkout' })}
            </Link>
          </div>
        </>
      }
    >
      {items.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'cart.empty' })}</p>
      ) : (
        <ul className={styles.items} aria-label={intl.formatMessage({ id: 'cart.items' })}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <img src={item.image} alt="" width={56} height={56} className={styles.image} />
              <div className={styles.details}>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.meta}>
                  {item.category} · {intl.formatMessage({ id: 'cart.each' }, { price: money(item.price) })}
                </span>
                <NumberField
                  className={styles.quantity}
                  value={item.quantity}
                  minValue={CART_RULES.minQuantity}
                  step={1}
                  onChange={(value) => onQuantityChange(item.id, clampQuantity(value))}
                >
                  <Label className="visually-hidden">{intl.formatMessage({ id: 'cart.quantity' }, { name: item.name })}</Label>
                  <Group className={styles.stepper}>
                    <AriaButton slot="decrement" className={styles.step}>
                      −
                    </AriaButton>
                    <Input className={styles.input} />
                    <AriaButton slot="increment" className={styles.step}>
                      +
                    </AriaButton>
                  </Group>
                </NumberField>
              </div>
              <div className={styles.end}>
                <span className={styles.lineTotal}>{money(lineTotal(item))}</span>
                <AriaButton
                  className={styles.remove}
                  aria-label={intl.formatMessage({ id: 'cart.remove' }, { name: item.name })}
                  onPress={() => onRemove(item.id)}
                >
                  <TrashIcon />
                </AriaButton>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
