/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SETTINGS_MESSAGES } from './messages';
import { ProfileTab } from './ProfileTab';
import { mockFetch, on, type FetchMock } from './testing/fetchMock';
import { USER } from './testing/fixtures';

let server: FetchMock;
afterEach(() => {
  server?.restore();
  window.sessionStorage.clear();
});

const firstName = () => screen.getByLabelText(/First name/) as HTMLInputElement;

describe('a save that finds the session ended', () => {
  it('keeps the edit in this tab, says so, and shows it again for review after signing in', async () => {
    server = mockFetch(on('PUT', `/api/users/${USER._id}`, { status: 401, body: { message: 'Not signed in' } }));
    const first = render(<ProfileTab user={USER} onSaved={jest.fn()} onDirtyChange={jest.fn()} />);
    fireEvent.change(firstName(), { target: { value: 'Mayada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.save }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Your session has ended - sign in to continue');
    first.unmount();
    // Nothing went to the server but the one refused save.
    expect(server.requests).toHaveLength(1);

    // After signing in, the same tab opens the profile again.
    render(<ProfileTab user={USER} onSaved={jest.fn()} onDirtyChange={jest.fn()} />);
    expect(firstName().value).toBe('Mayada');
    expect(screen.getByRole('status').textContent).toBe(SETTINGS_MESSAGES.restoredDraft);
    expect((screen.getByRole('button', { name: SETTINGS_MESSAGES.save }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('restores the draft once only', async () => {
    server = mockFetch(on('PUT', `/api/users/${USER._id}`, { status: 401, body: { message: 'Not signed in' } }));
    const first = render(<ProfileTab user={USER} onSaved={jest.fn()} onDirtyChange={jest.fn()} />);
    fireEvent.change(firstName(), { target: { value: 'Mayada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SETTINGS_MESSAGES.save }));
    });
    first.unmount();
    render(<ProfileTab user={USER} onSaved={jest.fn()} onDirtyChange={jest.fn()} />).unmount();
    render(<ProfileTab user={USER} onSaved={jest.fn()} onDirtyChange={jest.fn()} />);
    expect(firstName().value).toBe(USER.first);
  });
});
