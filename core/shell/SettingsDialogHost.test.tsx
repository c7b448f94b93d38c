/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
// The Settings dialog's unsaved changes and the shell's navigation guard (spec 4): Back and
// header links that close the dialog ask first, and the dialog's own close asks only once.
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConsoleProvider } from '../console/ConsoleContext';
import { ConsoleStore } from '../console/ConsoleStore';
import { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { SETTINGS_MESSAGES } from '../settings/messages';
import { USER } from '../settings/testing/fixtures';
import { UNSAVED_MESSAGES } from '../unsaved/messages';
import { NavigationGuard } from '../unsaved/NavigationGuard';
import { SETTINGS_UNSAVED_KEY, SettingsDialogHost } from './SettingsDialogHost';

async function setup(initialEntries = ['/app/home', '/app/home?settings=me']) {
  const session = new SessionStore(async () => ({ ...USER, staff: false, csrfToken: 't' }) as SessionUser, false);
  await session.load();
  const store = new ConsoleStore({ session });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NavigationGuard store={store.unsaved} />
            <SettingsDialogHost />
          </>
        ),
      },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  render(
    <ConsoleProvider store={store}>
      <RouterProvider router={router} />
    </ConsoleProvider>,
  );
  const at = () => `${router.state.location.pathname}${router.state.location.search}`;
  const title = () => screen.getByLabelText(new RegExp(`^${SETTINGS_MESSAGES.jobTitle}`)) as HTMLInputElement;
  if (initialEntries.at(-1)?.includes('settings=')) await waitFor(() => expect(title().value).toBe(USER.title));
  const edit = async () => {
    fireEvent.change(title(), { target: { value: 'Founder' } });
    await waitFor(() => expect(store.unsaved.dirtyKeys.has(SETTINGS_UNSAVED_KEY)).toBe(true));
  };
  return { store, router, at, title, edit, confirm: store.confirm };
}

// The host loads the dialog lazily; importing it here first keeps jest's first transform of its
// modules out of the first story's waitFor.
beforeAll(() => import('../settings/SettingsDialog'));
beforeEach(() => localStorage.clear());

describe('SettingsDialogHost and unsaved changes', () => {
  it('registers the edited form under "settings" and clears it when the edit is undone', async () => {
    const { store, edit, title } = await setup();
    expect(store.unsaved.isDirty).toBe(false);
    await edit();
    fireEvent.change(title(), { target: { value: USER.title } });
    await waitFor(() => expect(store.unsaved.isDirty).toBe(false));
  });

  it('Back asks with the spec text; Cancel keeps the dialog open with the edit', async () => {
    const { router, at, title, edit, confirm } = await setup();
    await edit();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(confirm.current?.options.message).toBe(UNSAVED_MESSAGES.confirm));
    await act(async () => confirm.answer(false));
    await waitFor(() => expect(at()).toBe('/app/home?settings=me'));
    expect(title().value).toBe('Founder');
  });

  it('a link that closes the dialog asks; Continue closes it and discards the edit', async () => {
    const { store, router, at, edit, confirm } = await setup();
    await edit();
    await act(() => router.navigate('/app/home'));
    await waitFor(() => expect(confirm.current?.options.message).toBe(UNSAVED_MESSAGES.confirm));
    await act(async () => confirm.answer(true));
    await waitFor(() => expect(at()).toBe('/app/home'));
    await waitFor(() => expect(screen.queryByLabelText(new RegExp(`^${SETTINGS_MESSAGES.jobTitle}`))).toBeNull());
    await waitFor(() => expect(store.unsaved.isDirty).toBe(false));
    await act(() => router.navigate('/app/home?settings=me'));
    await waitFor(() => expect((screen.getByLabelText(new RegExp(`^${SETTINGS_MESSAGES.jobTitle}`)) as HTMLInputElement).value).toBe(USER.title));
  });

  it("asks once when the dialog's own close already asked", async () => {
    const { at, edit, confirm } = await setup();
    await edit();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(confirm.current).toBeDefined());
    const first = confirm.current?.id;
    await act(async () => confirm.answer(true));
    await waitFor(() => expect(at()).toBe('/app/home'));
    // Had the guard asked too, a second question would be waiting now.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(confirm.current?.id).not.toBe((first ?? 0) + 1);
    expect(confirm.current).toBeUndefined();
  });

  it("asks once when the dialog's own tab switch already asked", async () => {
    const { at, edit, confirm } = await setup();
    await edit();
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: /Company/ }));
    });
    await waitFor(() => expect(confirm.current).toBeDefined());
    await act(async () => confirm.answer(true));
    await waitFor(() => expect(at()).toBe('/app/home?settings=company'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(confirm.current).toBeUndefined();
  });

  it('does not ask about the dialog for another dirty form when only the dialog closes', async () => {
    const { store, router, at, confirm } = await setup();
    store.unsaved.setDirty('applet-form', true);
    await act(() => router.navigate('/app/home'));
    expect(at()).toBe('/app/home');
    expect(confirm.current).toBeUndefined();
  });

  it('renders no dialog until the URL asks for it, then opens it', async () => {
    const { router } = await setup(['/app/home']);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/app/home?settings=me'));
    await waitFor(() => expect((screen.getByLabelText(new RegExp(`^${SETTINGS_MESSAGES.jobTitle}`)) as HTMLInputElement).value).toBe(USER.title));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
