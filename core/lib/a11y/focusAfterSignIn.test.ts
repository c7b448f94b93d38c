/** @jest-environment jsdom */
import { focusAfterSignIn, HEADING_WAIT_MS, markSignIn } from './focusAfterSignIn';

async function mutationsSettle() {
  await Promise.resolve();
}

beforeEach(() => {
  document.body.innerHTML = '<header><button>Menu</button></header><main></main>';
  sessionStorage.clear();
});

describe('focusAfterSignIn (issue 32 item 26: after sign-in focus landed on the page body)', () => {
  it('focuses the main heading once the page draws it, after a sign-in', async () => {
    markSignIn();
    focusAfterSignIn();
    expect(document.activeElement).toBe(document.body);
    document.querySelector('main')!.innerHTML = '<h1>Apps</h1>';
    await mutationsSettle();
    expect(document.activeElement?.textContent).toBe('Apps');
    expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  });

  it('does nothing on a page load that is not a sign-in, nor on the next one', async () => {
    markSignIn();
    focusAfterSignIn()();
    document.querySelector('main')!.innerHTML = '<h1>Apps</h1>';
    focusAfterSignIn();
    await mutationsSettle();
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus where the user put it', async () => {
    markSignIn();
    focusAfterSignIn();
    document.querySelector('button')!.focus();
    document.querySelector('main')!.innerHTML = '<h1>Apps</h1>';
    await mutationsSettle();
    expect(document.activeElement?.textContent).toBe('Menu');
  });

  it('stops waiting after a while', async () => {
    jest.useFakeTimers();
    markSignIn();
    focusAfterSignIn();
    jest.advanceTimersByTime(HEADING_WAIT_MS);
    document.querySelector('main')!.innerHTML = '<h1>Apps</h1>';
    await mutationsSettle();
    expect(document.activeElement).toBe(document.body);
    jest.useRealTimers();
  });
});
