import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CartIcon } from '../../components/ui/icons';
import { lazyPart, OnFirstOpen, preloadOn } from '../../loading';
import { cartSummary } from './cart';
import { topbarStyles } from '../shell';
import type { CartDrawerProps } from './cart-drawer-panel';

const panel = lazyPart(() => import('./cart-drawer-panel').then((module) => module.CartDrawerPanel));

/**
 * §2/§9 demo shopping cart: a topbar button with the number of units and a
 * drawer listing each item (quantity at least 1, removable) with subtotal,
 * 12 % discount, 18 % tax, 65.00 shipping when not empty, and the total.
 * The drawer's code loads on first open.
 */
export function CartDrawer({ defaultOpen = false, ...props }: CartDrawerProps) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(defaultOpen);
  const summary = cartSummary(props.items);

  return (
    <>
      <AriaButton
        className={topbarStyles.iconButton}
        aria-label={intl.formatMessage({ id: 'cart.button' }, { count: summary.count })}
        onPress={() => setOpen(true)}
        {...preloadOn(panel.preload)}
      >
        <CartIcon />
        {summary.count > 0 ? (
          <span className={topbarStyles.badge} aria-hidden="true">
            {summary.count}
          </span>
        ) : null}
      </AriaButton>
      <OnFirstOpen isOpen={isOpen} onClose={() => setOpen(false)}>
        <panel.Component {...props} isOpen={isOpen} onOpenChange={setOpen} />
      </OnFirstOpen>
    </>
  );
}
