/**
 * @jest-environment jsdom
 */
import '../testing/jsdomPolyfills';
import { fireEvent, render, screen } from '@testing-library/react';
import { SESSION_MESSAGES } from '../session/messages';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from './LoginPage';
import { LOGIN_MESSAGES } from './messages';
import { renderSignInPage } from './signInPage';
import { OPEN_REDIRECT_SHAPES, SAME_ORIGIN_PATHS } from '../../test/security/open-redirect-corpus';

interface Rendered {
  container: HTMLElement;
  unmount(): void;
}

function renderReact(url: string): Rendered {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

/** The page a cold /login loads without React (core/index.tsx): the same stories must hold. */
function renderWithoutReact(url: string): Rendered {
  const container = document.body.appendChild(document.createElement('div'));
  renderSignInPage(container, new URL(url, 'http://localhost').search);
  return { container, unmount: () => container.remove() };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe.each([
  ['LoginPage (in the console)', renderReact],
  ['signInPage (a cold /login, no React)', renderWithoutReact],
])('%s', (_name, renderAt) => {
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

  // Issue 27: '/..//evil.example' passed the page's own check and the server then sent the
  // browser to //evil.example. The page posts no `next` for any known open-redirect shape.
  it.each(OPEN_REDIRECT_SHAPES)('posts no ?next= for %s', (_name, next) => {
    const { container } = renderAt(`/login?reason=expired&next=${encodeURIComponent(next)}`);
    expect(container.querySelector('input[name="next"]')).toBeNull();
  });

  it.each(SAME_ORIGIN_PATHS)('posts the console path %j as the place to go back to', (next, expected) => {
    const { container } = renderAt(`/login?reason=expired&next=${encodeURIComponent(next)}`);
    expect(container.querySelector<HTMLInputElement>('input[name="next"]')?.value).toBe(expected);
  });
});

describe('signInPage (a cold /login, no React)', () => {
  it('titles the tab and shows or hides the password', () => {
    renderWithoutReact('/login');
    expect(document.title).toBe('Sign in - Vitrine');
    const password = document.querySelector('input[name="password"]') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: LOGIN_MESSAGES.showPassword }));
    expect(password.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: LOGIN_MESSAGES.hidePassword }));
    expect(password.type).toBe('password');
  });
});
