/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { ConsoleProvider } from '../console/ConsoleContext';
import { ConsoleStore } from '../console/ConsoleStore';
import { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { SHELL_MESSAGES } from './messages';
import { UserMenu } from './UserMenu';

const user = (staff: boolean) =>
  ({ _id: 'u', email: staff ? 'sam@vitrine.dev' : 'maya@example.com', name: '', first: 'F', last: 'L', staff, csrfToken: 't' }) as SessionUser;

async function openMenu(staff: boolean, extra: Parameters<typeof UserMenu>[0]['extraItems'] = []) {
  const session = new SessionStore(async () => user(staff), false);
  await session.load();
  const store = new ConsoleStore({ session });
  const onAccount = jest.fn();
  render(
    <ConsoleProvider store={store}>
      <MemoryRouter>
        <UserMenu onAccount={onAccount} extraItems={extra} />
      </MemoryRouter>
    </ConsoleProvider>,
  );
  fireEvent.click(screen.getByTestId('user-menu'));
  await screen.findByText(SHELL_MESSAGES.account);
  return { store, onAccount };
}

describe('UserMenu (spec 2)', () => {
  beforeEach(() => localStorage.clear());

  it('has Account, Support, the theme toggle and Logout', async () => {
    const { onAccount } = await openMenu(false);
    expect(screen.getByText(SHELL_MESSAGES.support).closest('a')?.getAttribute('href')).toBe('mailto:support@vitrine.dev');
    expect(screen.getByTestId('menu-theme')).toBeTruthy();
    expect(screen.getByText(SHELL_MESSAGES.logout)).toBeTruthy();
    fireEvent.click(screen.getByText(SHELL_MESSAGES.account));
    expect(onAccount).toHaveBeenCalled();
  });

  it('hides the DevMode switch from merchants', async () => {
    await openMenu(false);
    expect(screen.queryByText(SHELL_MESSAGES.devMode)).toBeNull();
  });

  it('lets staff switch DevMode on', async () => {
    const { store } = await openMenu(true);
    const input = screen.getByRole('menuitemcheckbox', { name: SHELL_MESSAGES.devMode });
    expect(input.getAttribute('data-testid')).toBe('devmode-switch');
    fireEvent.click(input);
    expect(store.session.devMode).toBe(true);
    expect(localStorage.getItem('h40_devMode')).toBe('true');
  });

  it('shows extra items, staff-only ones to staff only', async () => {
    const onClick = jest.fn();
    await openMenu(false, [
      { id: 'docs', text: 'Docs', icon: 'book', href: 'https://docs.example.com' },
      { id: 'tools', text: 'Tools', icon: 'wrench', staffOnly: true, onClick },
    ]);
    expect(screen.getByText('Docs').closest('a')?.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('Tools')).toBeNull();
  });

  it('moves between its items with the arrow keys, Home and End', async () => {
    await openMenu(true);
    const menu = screen.getByTestId('user-menu-items');
    const items = Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemcheckbox"]'));
    expect(items.length).toBeGreaterThan(3);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'End' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    expect(document.activeElement?.textContent).toBe(SHELL_MESSAGES.logout);
    fireEvent.keyDown(items[items.length - 1], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items[items.length - 1]);
    fireEvent.keyDown(items[items.length - 1], { key: 'Home' });
    expect(document.activeElement).toBe(items[0]);
  });

  it('is a menu axe accepts: only menu items and separators in it, the identity above it (issue 32 item 30)', async () => {
    await openMenu(true);
    const menu = screen.getByTestId('user-menu-items');
    expect(screen.getByTestId('user-menu-identity').textContent).toContain('sam@vitrine.dev');
    const { violations } = await axe.run(menu.parentElement!, { runOnly: ['aria-required-children', 'aria-required-parent', 'listitem', 'list'] });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual([]);
  });
});
