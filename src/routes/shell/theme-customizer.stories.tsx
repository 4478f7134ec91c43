import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEFAULT_LAYOUT } from '../../theme/layout-settings';
import { DARK, RTL, withHtmlAttributes } from '../../components/stories/with-html-attributes';
import { ThemeCustomizer } from './theme-customizer';

/** §2 theme customizer drawer, open, with every section for the given settings. */
const meta = {
  title: 'Shell/ThemeCustomizer',
  component: ThemeCustomizer,
  args: { settings: DEFAULT_LAYOUT, semiDark: false, defaultOpen: true, onChange: fn(), onSemiDarkChange: fn(), onReset: fn() },
} satisfies Meta<typeof ThemeCustomizer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section of §2 in vertical layout, defaults selected. */
export const AllSections: Story = {};

/** Horizontal layout: Sidebar Size and Sidebar Colors are hidden. */
export const HorizontalLayout: Story = { args: { settings: { ...DEFAULT_LAYOUT, layout: 'horizontal' } } };

export const SemiDark: Story = { args: { semiDark: true, settings: { ...DEFAULT_LAYOUT, sidebarColor: 'dark', topbarColor: 'dark' } } };

export const BoxedBorderedSmall: Story = {
  args: {
    settings: { ...DEFAULT_LAYOUT, width: 'boxed', skin: 'bordered', sidebarSize: 'sm', navbar: 'hidden', sidebarColor: 'modern', topbarColor: 'brand' },
  },
};

export const Dark: Story = {
  args: { settings: { ...DEFAULT_LAYOUT, mode: 'dark', sidebarColor: 'dark', topbarColor: 'dark' }, semiDark: true },
  decorators: [withHtmlAttributes(DARK)],
};

export const RightToLeft: Story = {
  args: { settings: { ...DEFAULT_LAYOUT, direction: 'rtl' } },
  decorators: [withHtmlAttributes(RTL)],
};

/** Only the floating settings button. */
export const Closed: Story = { args: { defaultOpen: false } };
