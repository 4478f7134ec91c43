// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Topbar } from './topbar';
import { renderWithApp } from '../../../tests/render';

async function openProfileMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Ada Lovelace Manager, profile menu' }));
  return screen.findByRole('menu');
}

describe('profile menu (§2 Topbar)', () => {
  it('offers Change Password where the app owns the password', async () => {
    const onChangePassword = vi.fn();
    renderWithApp(<Topbar userName="Ada Lovelace" roleLabel="Manager" onChangePassword={onChangePassword} onSignOut={vi.fn()} />);
    const menu = await openProfileMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Change Password', 'Sign Out']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    expect(onChangePassword).toHaveBeenCalledOnce();
    expect(menu).not.toBeInTheDocument();
  });

  it("oidc mode: no Change Password; 'Manage account' links to the provider's account page in a new tab", async () => {
    const onSignOut = vi.fn();
    renderWithApp(<Topbar userName="Ada Lovelace" roleLabel="Manager" accountUrl="https://login.example.com/realms/staff/account" onSignOut={onSignOut} />);
    await openProfileMenu();
    expect(screen.queryByRole('menuitem', { name: 'Change Password' })).not.toBeInTheDocument();
    const manage = screen.getByRole('menuitem', { name: 'Manage account' });
    expect(manage).toHaveAttribute('href', 'https://login.example.com/realms/staff/account');
    expect(manage).toHaveAttribute('target', '_blank');
    expect(manage).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('oidc mode without an account page: Sign Out alone', async () => {
    renderWithApp(<Topbar userName="Ada Lovelace" roleLabel="Manager" onSignOut={vi.fn()} />);
    await openProfileMenu();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent?.trim())).toEqual(['Sign Out']);
  });
});
