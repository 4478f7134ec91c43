import type { Meta, StoryObj } from '@storybook/react-vite';
import { OnepageLanding } from './onepage-landing';
import { ProductLanding } from './product-landing';

const meta = {
  title: 'Landing pages/One-page',
  component: OnepageLanding,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OnepageLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePage: Story = {};
export const Product: Story = { render: () => <ProductLanding /> };
