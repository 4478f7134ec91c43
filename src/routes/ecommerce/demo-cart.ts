import type { CartItem } from './cart';

/**
 * The demo cart's items (§2: leftover demo content of the theme). The
 * ecommerce slice replaces this list once it serves products.
 */
export const demoCartItems: CartItem[] = [
  { id: 'p-1', name: 'Branded T-Shirt', image: '/assets/images/products/t-shirt.svg', price: 24.99, category: 'Fashion', quantity: 2 },
  { id: 'p-2', name: 'Bentwood Chair', image: '/assets/images/products/chair.svg', price: 149.5, category: 'Furniture', quantity: 1 },
  { id: 'p-3', name: 'Borosil Paper Cup', image: '/assets/images/products/cup.svg', price: 12.0, category: 'Kitchen', quantity: 3 },
  { id: 'p-4', name: 'Gray Styled T-Shirt', image: '/assets/images/products/t-shirt-gray.svg', price: 19.99, category: 'Fashion', quantity: 1 },
  { id: 'p-5', name: 'Stillbird Helmet', image: '/assets/images/products/helmet.svg', price: 89.0, category: 'Sports', quantity: 1 },
];
