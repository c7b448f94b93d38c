/**
 * After signing in, focus goes to the first page's main heading, where a keyboard or screen
 * reader user starts (it landed on the page body: issue 32 item 26). The sign-in form posts and
 * the server redirects, so the form leaves a mark in this tab's sessionStorage and the console
 * takes it on its first page. The heading may come later than the shell (an applet's lazy page):
 * it is awaited for a while, and the wait ends once the user has focused anything themselves.
 */
const MARK = 'h40_focus_after_sign_in';
const HEADING = 'main :is(h1, h2, h3, h4)';
/** Long enough for a slow applet page; after this, focus stays where the browser put it. */
export const HEADING_WAIT_MS = 15_000;

/** Called as the sign-in form is submitted. */
export function markSignIn(storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(MARK, '1');
  } catch {
    // Storage refused (private mode, quota): the page still works, focus starts on the body.
  }
}

function takeMark(storage: Storage): boolean {
  try {
    const marked = storage.getItem(MARK) !== null;
    storage.removeItem(MARK);
    return marked;
  } catch {
    return false;
  }
}

/** Focuses the main heading once it is there, if this page load follows a sign-in. Returns a cancel. */
export function focusAfterSignIn(root: Document = document, storage: Storage = window.sessionStorage): () => void {
  if (!takeMark(storage)) return () => {};
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const tryFocus = () => {
    if (done) return;
    const active = root.activeElement;
    if (active && active !== root.body && active !== root.documentElement) return stop();
    const heading = root.querySelector<HTMLElement>(HEADING);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    stop();
  };
  const observer = new MutationObserver(tryFocus);
  const timer = setTimeout(stop, HEADING_WAIT_MS);
  observer.observe(root.body, { childList: true, subtree: true });
  tryFocus();
  return stop;
}
