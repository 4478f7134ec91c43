/**
 * The template's demo shop (§2: the topbar cart, leftover demo content, and its product grid and
 * checkout pages, loaded by the route table): the cart drawer and its demo items, which src/app puts
 * in the topbar.
 */
export { CartDrawer } from './cart-drawer';
export { demoCartItems } from './demo-cart';
