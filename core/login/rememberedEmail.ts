// The e-mail of the last sign-in attempt in this tab, so a failed attempt (which reloads the
// page with ?err=) does not make the user type it again. sessionStorage: this tab only, and
// never the password.
const KEY = 'h40_login_email';

export function rememberEmail(email: FormDataEntryValue | null): void {
  try {
    if (typeof email === 'string') window.sessionStorage.setItem(KEY, email.slice(0, 320));
  } catch {
    /* storage disabled: the user types it again */
  }
}

export function rememberedEmail(): string {
  try {
    return window.sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
