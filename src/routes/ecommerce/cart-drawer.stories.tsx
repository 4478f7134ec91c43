import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { CartDrawer } from './cart-drawer';

/** §2/§9 demo cart drawer. */
const meta = {
  title: 'Ecommerce/CartDrawer',
  component: CartDrawer,
  args: {
    items: [
      { id: 'p-1', name: 'Branded T-Shirt', image: '/assets/images/products/t-shirt.svg', price: 24.99, category: 'Fashion', quantity: 2 },
      { id: 'p-2', name: 'Bentwood Chair', image: '/assets/images/products/chair.svg', price: 149.5, category: 'Furniture', quantity: 1 },
      { id: 'p-3', name: 'Borosil Paper Cup', image: '/assets/images/products/cup.svg', price: 12, category: 'Kitchen', quantity: 3 },
    ],
    continueHref: '/product-grid',
    checkoutHref: '/ecommerce-checkout',
    defaultOpen: true,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
/** Empty: no shipping is charged. */
export const Empty: Story = { args: { items: [] } };
export const Dark: Story = { decorators: [withHtmlAttributes(DARK)] };
export const RightToLeft: Story = { decorators: [withHtmlAttributes(RTL)] };
