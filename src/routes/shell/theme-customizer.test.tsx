// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeCustomizer } from './theme-customizer';
import { DEFAULT_LAYOUT, type LayoutSettings } from '../../theme/layout-settings';
import { renderWithApp } from '../../../tests/render';

async function open(settings: LayoutSettings = DEFAULT_LAYOUT, semiDark = false) {
  const handlers = { onChange: vi.fn(), onSemiDarkChange: vi.fn(), onReset: vi.fn() };
  const user = userEvent.setup();
  renderWithApp(<ThemeCustomizer settings={settings} semiDark={semiDark} {...handlers} />);
  await user.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Theme Customizer' });
  const group = (name: string) => within(dialog).getByRole('radiogroup', { name });
  return { ...handlers, user, dialog, group };
}

/** §2: every section with its labels, in order. */
const SECTIONS: [string, string[]][] = [
  ['Choose Layouts', ['Vertical', 'Horizontal']],
  ['Skin Layouts', ['Default', 'Bordered']],
  ['Light & Dark', ['Light Mode', 'Dark Mode']],
  ['LTR & RTL', ['LTR', 'RTL']],
  ['Content Width', ['Fluid', 'Boxed']],
  ['Sidebar Size', ['Default', 'Compact', 'Small icon']],
  ['Navigation Type', ['Sticky', 'Scroll', 'Bordered', 'Hidden']],
  ['Sidebar Colors', ['Light', 'Dark', 'Brand', 'Modern']],
  ['Topbar Colors', ['Light', 'Dark', 'Brand']],
];

describe('ThemeCustomizer (§2 Theme customizer drawer)', () => {
  it('opens a drawer titled as a theme customizer with the required subtitle', async () => {
    const { dialog } = await open();
    expect(within(dialog).getByText('Choose your themes & layouts etc.')).toBeInTheDocument();
  });

  it('shows every section with its options, the current ones selected', async () => {
    const { dialog, group } = await open();
    expect(within(dialog).getAllByRole('radiogroup')).toHaveLength(SECTIONS.length);
    for (const [name, labels] of SECTIONS) {
      expect(
        within(group(name))
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')!.textContent),
      ).toEqual(labels);
    }
    expect(within(group('Light & Dark')).getByRole('radio', { name: 'Light Mode' })).toBeChecked();
    expect(within(group('Sidebar Size')).getByRole('radio', { name: 'Default' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Semi Dark (Sidebar & Header)' })).not.toBeChecked();
  });

  it.each([
    ['Choose Layouts', 'Horizontal', { key: 'layout', value: 'horizontal' }],
    ['Skin Layouts', 'Bordered', { key: 'skin', value: 'bordered' }],
    ['Light & Dark', 'Dark Mode', { key: 'mode', value: 'dark' }],
    ['LTR & RTL', 'RTL', { key: 'direction', value: 'rtl' }],
    ['Content Width', 'Boxed', { key: 'width', value: 'boxed' }],
    ['Sidebar Size', 'Small icon', { key: 'sidebarSize', value: 'sm' }],
    ['Navigation Type', 'Hidden', { key: 'navbar', value: 'hidden' }],
    ['Sidebar Colors', 'Modern', { key: 'sidebarColor', value: 'modern' }],
    ['Topbar Colors', 'Brand', { key: 'topbarColor', value: 'brand' }],
  ])('%s → %s reports the choice', async (section, option, choice) => {
    const { user, group, onChange } = await open();
    await user.click(within(group(section)).getByRole('radio', { name: option }));
    expect(onChange).toHaveBeenCalledWith(choice);
  });

  it('hides the sidebar sections in horizontal layout', async () => {
    const { dialog } = await open({ ...DEFAULT_LAYOUT, layout: 'horizontal' });
    expect(within(dialog).queryByRole('radiogroup', { name: 'Sidebar Size' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Sidebar Colors' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Topbar Colors' })).toBeInTheDocument();
  });

  it('switches Semi Dark', async () => {
    const { user, dialog, onSemiDarkChange } = await open();
    await user.click(within(dialog).getByRole('switch', { name: 'Semi Dark (Sidebar & Header)' }));
    expect(onSemiDarkChange).toHaveBeenCalledWith(true);
  });

  it('resets and closes', async () => {
    const { user, dialog, onReset } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    expect(onReset).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Close the theme customizer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
