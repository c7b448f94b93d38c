/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { render, screen } from '@testing-library/react';
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
});
