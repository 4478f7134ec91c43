import type { Meta, StoryObj } from '@storybook/react-vite';
import { TestimonialCarousel } from './testimonial-carousel';

const items = [
  { name: 'Maya Lindqvist', place: 'Stockholm', quote: 'The most comfortable running shoes I have owned.', rating: 5 },
  { name: 'Tomás Herrera', place: 'Valencia', quote: 'Great grip on wet trails.', rating: 5 },
  { name: 'Aisha Okafor', place: 'Lagos', quote: 'Sizing was spot on.', rating: 4 },
  { name: 'Liam Chen', place: 'Vancouver', quote: 'Service as good as the shoes.', rating: 5 },
];

const meta = {
  title: 'Landing pages/Testimonial carousel',
  component: TestimonialCarousel,
  args: { label: 'Customer testimonials', items, autoplay: true },
} satisfies Meta<typeof TestimonialCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Autoplay: Story = {};
/** As with prefers-reduced-motion. */
export const Still: Story = { args: { autoplay: false } };
