import { useState } from 'react';
import { Button as AriaButton, Group, Input, Label, NumberField } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Drawer } from '../ui/drawer';
import { CartIcon, TrashIcon } from '../ui/icons';
import buttonStyles from '../ui/button.module.css';
import { CART_RULES, cartSummary, clampQuantity, lineTotal, type CartItem } from './cart';
import { CartTotals } from './cart-totals';
import styles from './cart-drawer.module.css';
import topbarStyles from './topbar.module.css';

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

/**
 * §2/§9 demo shopping cart: a topbar button with the number of units and a
 * drawer listing each item (quantity at least 1, removable) with subtotal,
 * 12 % discount, 18 % tax, 65.00 shipping when not empty, and the total.
 */
export function CartDrawer({ items, onQuantityChange, onRemove, continueHref, checkoutHref, defaultOpen = false }: CartDrawerProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(defaultOpen);
  const summary = cartSummary(items);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'USD' });
  const close = () => setOpen(false);

  return (
    <>
      <AriaButton className={topbarStyles.iconButton} aria-label={intl.formatMessage({ id: 'cart.button' }, { count: summary.count })} onPress={() => setOpen(true)}>
        <CartIcon />
        {summary.count > 0 ? (
          <span className={topbarStyles.badge} aria-hidden="true">
            {summary.count}
          </span>
        ) : null}
      </AriaButton>
      <Drawer
        title={intl.formatMessage({ id: 'cart.title' })}
        subtitle={intl.formatMessage({ id: 'cart.subtitle' }, { count: summary.count })}
        closeLabel={intl.formatMessage({ id: 'common.close' })}
        isOpen={isOpen}
        onOpenChange={setOpen}
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
                  <AriaButton className={styles.remove} aria-label={intl.formatMessage({ id: 'cart.remove' }, { name: item.name })} onPress={() => onRemove(item.id)}>
                    <TrashIcon />
                  </AriaButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Drawer>
    </>
  );
}
