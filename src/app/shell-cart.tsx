import { useState } from 'react';
import { CartDrawer, demoCartItems } from '../routes/ecommerce';

/** §2 demo cart: its items live for the session of the shell (no backend call is shown). */
export function ShellCart() {
  const [items, setItems] = useState(demoCartItems);
  return (
    <CartDrawer
      items={items}
      continueHref="/product-grid"
      checkoutHref="/ecommerce-checkout"
      onQuantityChange={(id, quantity) => setItems((current) => current.map((item) => (item.id === id ? { ...item, quantity } : item)))}
      onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
    />
  );
}
