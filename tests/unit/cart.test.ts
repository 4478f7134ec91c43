import { describe, expect, it } from 'vitest';
import { cartSummary, clampQuantity, lineTotal } from '../../src/routes/ecommerce/cart';
import { countFitting } from '../../src/routes/shell/overflow';

describe('demo cart totals (§9)', () => {
  it('takes 12 % discount and 18 % tax of the subtotal and adds 65.00 shipping', () => {
    expect(
      cartSummary([
        { price: 100, quantity: 2 },
        { price: 50, quantity: 1 },
      ]),
    ).toEqual({
      count: 3,
      subtotal: 250,
      discount: 30,
      tax: 45,
      shipping: 65,
      total: 330,
    });
  });

  it('charges no shipping for an empty cart', () => {
    expect(cartSummary([])).toEqual({ count: 0, subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });

  it('rounds to cents', () => {
    expect(lineTotal({ price: 24.99, quantity: 3 })).toBe(74.97);
    const summary = cartSummary([{ price: 0.1, quantity: 3 }]);
    expect(summary).toMatchObject({ subtotal: 0.3, discount: 0.04, tax: 0.05, total: 65.31 });
  });

  it.each([
    [0, 1],
    [-4, 1],
    [2.6, 3],
    [Number.NaN, 1],
    [7, 7],
  ])('keeps quantity %s at %s (minimum 1)', (quantity, expected) => {
    expect(clampQuantity(quantity)).toBe(expected);
  });
});

describe('countFitting (horizontal menu More, §2)', () => {
  it('shows everything when all items fit, without a More entry', () => {
    expect(countFitting([100, 100, 100], 308, 80, 4)).toBe(3);
  });

  it('leaves room for More when not everything fits', () => {
    expect(countFitting([100, 100, 100], 307, 80, 4)).toBe(2);
    expect(countFitting([100, 100, 100], 283, 80, 4)).toBe(1);
  });

  it('can move every item into More', () => {
    expect(countFitting([100, 100], 150, 80, 4)).toBe(0);
  });

  it('handles an empty menu', () => {
    expect(countFitting([], 0, 80)).toBe(0);
  });
});
