/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { SESSION_MESSAGES } from '../session/messages';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { LOGIN_MESSAGES } from './messages';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('LoginPage', () => {
  it('is a real form posting email, password and remember to /auth/local', () => {
    const { container } = renderAt('/login');

    const form = container.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/auth/local');
    expect(form?.querySelector('input[name="email"]')?.getAttribute('type')).toBe('email');
    expect(form?.querySelector('input[name="password"]')?.getAttribute('type')).toBe('password');
    const remember = form?.querySelector('input[name="remember"]');
    expect(remember?.getAttribute('type')).toBe('checkbox');
    expect(remember?.getAttribute('value')).toBe('1');
    expect(screen.getByRole('button', { name: LOGIN_MESSAGES.signIn }).getAttribute('type')).toBe('submit');
  });

  it('links to the social and enterprise sign-ins', () => {
    renderAt('/login');

    expect(screen.getByRole('link', { name: LOGIN_MESSAGES.signInWithGoogle }).getAttribute('href')).toBe('/auth/google');
    expect(screen.getByRole('link', { name: LOGIN_MESSAGES.signInWithLinkedIn }).getAttribute('href')).toBe(
      '/auth/linkedin',
    );
    expect(screen.getByRole('link', { name: LOGIN_MESSAGES.enterpriseSso }).getAttribute('href')).toBe('/auth/saml');
  });

  it('shows no error without ?err', () => {
    renderAt('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the message of ?err in a danger callout', () => {
    renderAt(`/login?err=${encodeURIComponent('{"message":"Wrong password"}')}`);
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
  });

  it('shows "Unknown error" when ?err is not usable', () => {
    renderAt('/login?err=oops');
    expect(screen.getByRole('alert').textContent).toBe('Unknown error');
  });

  it('says why after an idle logout', () => {
    renderAt('/login?reason=idle');
    expect(screen.getByRole('status').textContent).toBe(SESSION_MESSAGES.idleSignedOut);
  });

  it('keeps the e-mail after a failed sign-in, never the password', () => {
    const first = renderAt('/login');
    const form = first.container.querySelector('form') as HTMLFormElement;
    fireEvent.change(form.querySelector('input[name="email"]')!, { target: { value: 'maya@example.com' } });
    fireEvent.change(form.querySelector('input[name="password"]')!, { target: { value: 'wrong' } });
    fireEvent.submit(form);
    first.unmount();
    // The server answers a failed sign-in with a new page: /login?err=…
    const again = renderAt(`/login?err=${encodeURIComponent(JSON.stringify({ message: 'Invalid e-mail or password' }))}`);
    expect((again.container.querySelector('input[name="email"]') as HTMLInputElement).value).toBe('maya@example.com');
    expect((again.container.querySelector('input[name="password"]') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('alert').textContent).toContain('Invalid e-mail or password');
  });

  it('sends the user back to a safe ?next= only', () => {
    const { container } = renderAt('/login?reason=expired&next=%2F%2Fevil.example%2F');
    expect(container.querySelector('input[name="next"]')).toBeNull();
  });
});
