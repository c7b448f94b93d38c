// The sign-in page without React: what a cold /login loads (core/index.tsx) when nobody is
// signed in, so the page needs a few KB of script instead of the whole console (issue 16, 11).
// It is the same page as LoginPage.tsx, which the console still renders when a session ends
// under the user: the same strings, rules (loginError, signInReason, rememberedEmail), Sass
// module and Blueprint classes. Change one, change the other; signInPage.test.ts runs
// LoginPage.test.tsx's stories against this one.
import * as Classes from '@blueprintjs/core/lib/esm/common/classes';
import { PRODUCT_NAME } from '../brand/brand';
import logoStyles from '../brand/Logo.module.scss';
import { pageTitle } from '../routing/pageTitleText';
import { withSiteXid } from '../routing/siteXid';
import { nextFromSearch, signInReasonMessage } from '../session/signInReason';
import { cx, h, svg } from './dom';
import { readLoginError } from './loginError';
import { LOGIN_MESSAGES as M } from './messages';
import { rememberEmail, rememberedEmail } from './rememberedEmail';
import { LOCAL_SIGN_IN_ACTION, SIGN_IN_PROVIDER_LINKS } from './signInLinks';
import styles from './LoginPage.module.scss';
import { markSignIn } from '../lib/a11y/focusAfterSignIn';

const LOGO_MARK = '<svg width="40" height="40" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7"/><path d="M8 9.5h4.2L16 20l3.8-10.5H24L18.2 24h-4.4z"/></svg>';

function logo(): HTMLElement {
  const mark = svg(LOGO_MARK);
  mark.setAttribute('class', logoStyles.mark);
  const element = h('span', { class: logoStyles.logo }, mark, h('span', { class: logoStyles.wordmark }, PRODUCT_NAME));
  element.style.fontSize = `${40 * 0.72}px`;
  return element;
}

function callout(intent: 'danger' | 'primary', role: 'alert' | 'status', text: string): HTMLElement {
  const intentClass = intent === 'danger' ? Classes.INTENT_DANGER : Classes.INTENT_PRIMARY;
  return h('div', { class: cx(Classes.CALLOUT, intentClass, styles.error), role }, text);
}

function field(id: string, label: string, input: HTMLInputElement, right?: HTMLElement): HTMLElement {
  input.className = Classes.INPUT;
  input.id = id;
  return h(
    'div',
    { class: Classes.FORM_GROUP },
    h('label', { class: Classes.LABEL, for: id }, label),
    h('div', { class: Classes.FORM_CONTENT }, h('div', { class: cx(Classes.INPUT_GROUP, Classes.LARGE) }, input, right && h('span', { class: Classes.INPUT_ACTION }, right))),
  );
}

function passwordToggle(password: HTMLInputElement): HTMLButtonElement {
  const button = h('button', { type: 'button', class: cx(Classes.BUTTON, Classes.MINIMAL) });
  const update = (visible: boolean) => {
    password.type = visible ? 'text' : 'password';
    const label = visible ? M.hidePassword : M.showPassword;
    button.setAttribute('aria-label', label);
    button.setAttribute('aria-pressed', String(visible));
    button.title = label;
    button.replaceChildren(h('span', { class: Classes.BUTTON_TEXT }, visible ? 'Hide' : 'Show'));
  };
  update(false);
  button.addEventListener('click', () => update(password.type === 'password'));
  return button;
}

function signInForm(search: string, failed: boolean): HTMLFormElement {
  // Back to where the session ended (?next=), else the site the link named.
  const next = nextFromSearch(search) ?? withSiteXid('/', search);
  // A failed sign-in comes back as a new page: the e-mail typed is kept, the password is not.
  const email = failed ? rememberedEmail() : '';
  const emailInput = h('input', { name: 'email', type: 'email', placeholder: M.emailPlaceholder, autocomplete: 'username', required: true, autofocus: !email });
  emailInput.value = email;
  const password = h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true, autofocus: Boolean(email) });
  const form = h(
    'form',
    { method: 'post', action: LOCAL_SIGN_IN_ACTION, class: styles.form },
    field('login-email', M.emailLabel, emailInput),
    field('login-password', M.passwordLabel, password, passwordToggle(password)),
    h('label', { class: cx(Classes.CONTROL, Classes.CHECKBOX, styles.remember) }, h('input', { class: Classes.CONTROL_INPUT, type: 'checkbox', name: 'remember', value: '1' }), h('span', { class: Classes.CONTROL_INDICATOR }), M.rememberMe),
    // After signing in the server redirects to `next`: keep the site the link named.
    next !== '/' && h('input', { type: 'hidden', name: 'next', value: next }),
    h('button', { type: 'submit', class: cx(Classes.BUTTON, Classes.INTENT_PRIMARY, Classes.LARGE, Classes.FILL) }, h('span', { class: Classes.BUTTON_TEXT }, M.signIn)),
  );
  form.addEventListener('submit', () => {
    rememberEmail(new FormData(form).get('email'));
    markSignIn();
  });
  return form;
}

/** Renders the sign-in page for `search` (the URL's query) into `container`, replacing what is there. */
export function renderSignInPage(container: HTMLElement, search: string): void {
  document.title = pageTitle(M.signIn);
  const error = readLoginError(search);
  const reason = error === null ? signInReasonMessage(search) : null;
  const providers = SIGN_IN_PROVIDER_LINKS.map(({ href, text, icon }) =>
    h('a', { href, class: cx(Classes.BUTTON, Classes.OUTLINED, Classes.LARGE, Classes.FILL) }, svg(icon), h('span', { class: Classes.BUTTON_TEXT }, text)),
  );
  container.replaceChildren(
    h(
      'div',
      { class: styles.page },
      h(
        'main',
        { class: styles.column },
        h('div', { class: styles.brand }, logo(), h('span', { class: Classes.TEXT_MUTED }, M.tagline)),
        h(
          'div',
          { class: cx(Classes.CARD, Classes.ELEVATION_2, styles.card) },
          h('h1', { class: cx(Classes.HEADING, styles.heading) }, M.heading),
          error !== null && callout('danger', 'alert', error),
          reason !== null && callout('primary', 'status', reason),
          signInForm(search, error !== null),
          h('div', { class: styles.divider, role: 'separator' }, h('span', { class: Classes.TEXT_MUTED }, M.or)),
          h('div', { class: styles.providers }, ...providers),
        ),
      ),
    ),
  );
  container.querySelector<HTMLInputElement>('input[autofocus]')?.focus();
}
