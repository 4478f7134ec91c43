import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageMenu } from './language-menu';

/** §9 topbar language list: English and Spanish first, then the other seven languages under 'More languages'. */
const meta = {
  title: 'Shell/LanguageMenu',
  component: LanguageMenu,
  args: {
    languages: [
      { code: 'en', name: 'English', tag: 'en' },
      { code: 'sp', name: 'Español', tag: 'es' },
    ],
    moreLanguages: [
      { code: 'gr', name: 'Deutsch', tag: 'de' },
      { code: 'fr', name: 'Français', tag: 'fr' },
      { code: 'it', name: 'Italiano', tag: 'it' },
      { code: 'ru', name: 'Русский', tag: 'ru' },
      { code: 'jp', name: '日本語', tag: 'ja' },
      { code: 'ch', name: '中文', tag: 'zh' },
      { code: 'ar', name: 'العربية', tag: 'ar' },
    ],
    current: 'en',
    onChange: fn(),
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};
export const Spanish: Story = { args: { current: 'sp' } };
/** Arabic is in use (chosen here or by the browser): marked current in the second group. */
export const Arabic: Story = { args: { current: 'ar' } };
/** The list open: the two topbar languages, a separator, then the others under their heading. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const body = within(canvasElement.ownerDocument.body);
    const french = await body.findByRole('menuitemradio', { name: 'Français' });
    // The menu fades in: visible once its entering animation ends.
    await waitFor(() => expect(french).toBeVisible());
  },
};
