import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageMenu } from './language-menu';

/** §9 topbar language list: English and Spanish. */
const meta = {
  title: 'Shell/LanguageMenu',
  component: LanguageMenu,
  args: {
    languages: [
      { code: 'en', name: 'English', tag: 'en' },
      { code: 'sp', name: 'Español', tag: 'es' },
    ],
    current: 'en',
    onChange: fn(),
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Spanish: Story = { args: { current: 'sp' } };
/** Arabic came from the browser: the list shows it too, marked current. */
export const ArabicFromTheBrowser: Story = {
  args: {
    languages: [
      { code: 'en', name: 'English', tag: 'en' },
      { code: 'sp', name: 'Español', tag: 'es' },
      { code: 'ar', name: 'العربية', tag: 'ar' },
    ],
    current: 'ar',
  },
};
