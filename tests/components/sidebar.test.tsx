// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../../src/routes/shell/sidebar';
import { menu } from '../../src/app/menu';
import { renderWithApp } from '../render';

function setup(path: string, size: 'lg' | 'md' | 'sm' = 'lg') {
  const user = userEvent.setup();
  renderWithApp(<Sidebar menu={menu} currentPath={path} size={size} />, { path });
  return { user, nav: screen.getByRole('navigation', { name: 'Main navigation' }) };
}

describe('Sidebar (§2: one menu definition, two levels of sub-menus)', () => {
  it('marks the active link; course history only on its exact path', () => {
    const { nav } = setup('/employee-course-history/42');
    expect(within(nav).getByRole('link', { name: 'Employee course history' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav)
        .queryAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toEqual([]);
  });

  it('marks the exact path of course history', () => {
    const { nav } = setup('/employee-course-history');
    expect(within(nav).getByRole('link', { name: 'Employee course history' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('opens the groups that hold the active link, two levels deep', () => {
    const { nav } = setup('/auth-login-cover');
    expect(within(nav).getByRole('button', { name: 'Authentication' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Cover' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Ecommerce' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands and collapses a sub-menu', async () => {
    const { user, nav } = setup('/');
    const ecommerce = within(nav).getByRole('button', { name: 'Ecommerce' });
    await user.click(ecommerce);
    expect(ecommerce).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/product-grid');
    await user.click(ecommerce);
    expect(ecommerce).toHaveAttribute('aria-expanded', 'false');
  });

  it('in the small size opens a top-level sub-menu as a flyout that Escape closes', async () => {
    const { user, nav } = setup('/auth-login-cover', 'sm');
    const authentication = within(nav).getByRole('button', { name: 'Authentication' });
    expect(authentication).toHaveAttribute('aria-expanded', 'false');
    await user.click(authentication);
    expect(authentication).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(authentication).toHaveAttribute('aria-expanded', 'false');
  });
});
