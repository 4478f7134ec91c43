/** A line of the demo cart (§3): `price` in USD per unit, `quantity` at least 1. */
export interface CartItem {
  id: string;
  name: string;
  image: string;
  price: number;
  category: string;
  quantity: number;
}

/** §9 demo cart constants. */
export const CART_RULES = {
  discountRate: 0.12,
  taxRate: 0.18,
  /** Shipping in USD, charged only when the subtotal is not zero. */
  shipping: 65,
  minQuantity: 1,
  coupon: 'TREND12',
} as const;

/** Totals of the cart in USD, rounded to cents. */
export interface CartSummary {
  /** How many units are in the cart. */
  count: number;
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** A line's total (§3 `total`): price × quantity, rounded to cents. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return cents(item.price * item.quantity);
}

/** §9: subtotal, 12 % discount and 18 % tax on it, 65.00 shipping when the subtotal is non-zero, and the total. */
export function cartSummary(items: readonly Pick<CartItem, 'price' | 'quantity'>[]): CartSummary {
  const subtotal = cents(items.reduce((sum, item) => sum + lineTotal(item), 0));
  const discount = cents(subtotal * CART_RULES.discountRate);
  const tax = cents(subtotal * CART_RULES.taxRate);
  const shipping = subtotal > 0 ? CART_RULES.shipping : 0;
  return {
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    discount,
    tax,
    shipping,
    total: cents(subtotal - discount + tax + shipping),
  };
}

/** Keeps a quantity whole and at least the minimum (§9: 1). */
export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(CART_RULES.minQuantity, Math.round(quantity)) : CART_RULES.minQuantity;
}
