/**
 * @jest-environment jsdom
 */
import { Classes } from '@blueprintjs/core';
import { returnFocus } from './returnFocus';

describe('returnFocus', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts focus on the opener when the dialog left it on the page body', () => {
    document.body.innerHTML = '<button data-testid="user-menu">Maya</button><button id="other">x</button>';
    (document.activeElement as HTMLElement | null)?.blur();
    returnFocus('[data-testid="user-menu"]')();
    expect(document.activeElement?.getAttribute('data-testid')).toBe('user-menu');
  });

  it('leaves focus alone when Blueprint restored it somewhere real', () => {
    document.body.innerHTML = '<button data-testid="user-menu">Maya</button><button id="other">x</button>';
    (document.getElementById('other') as HTMLButtonElement).focus();
    returnFocus('[data-testid="user-menu"]')();
    expect(document.activeElement?.id).toBe('other');
  });
});

describe('returnFocus, focus still in the closing dialog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('moves it to the opener: the dialog is about to leave the page', () => {
    document.body.innerHTML = '<button data-testid="user-menu">Maya</button><div id="dialog" tabindex="0"><button id="inside">Close</button></div>';
    (document.getElementById('inside') as HTMLButtonElement).focus();
    returnFocus('[data-testid="user-menu"]')(document.getElementById('dialog') as HTMLElement);
    expect(document.activeElement?.getAttribute('data-testid')).toBe('user-menu');
  });
});

describe("returnFocus, focus on the closing overlay's focus trap", () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const OVERLAY = `<button data-testid="user-menu">Maya</button>
    <div class="${Classes.PORTAL}"><div class="${Classes.OVERLAY}">
      <div id="trap" class="${Classes.OVERLAY_START_FOCUS_TRAP}" tabindex="0"></div>
      <div id="dialog"><button>Close</button></div>
    </div></div>
    <div class="${Classes.OVERLAY}"><div id="other-trap" class="${Classes.OVERLAY_START_FOCUS_TRAP}" tabindex="0"></div></div>`;

  it('moves it to the opener: the trap leaves the page with its dialog', () => {
    document.body.innerHTML = OVERLAY;
    (document.getElementById('trap') as HTMLElement).focus();
    returnFocus('[data-testid="user-menu"]')(document.getElementById('dialog') as HTMLElement);
    expect(document.activeElement?.getAttribute('data-testid')).toBe('user-menu');
  });

  it('leaves focus in another overlay that is opening (a menu closing after its dialog opened)', () => {
    document.body.innerHTML = OVERLAY;
    (document.getElementById('other-trap') as HTMLElement).focus();
    returnFocus('[data-testid="user-menu"]')(document.getElementById('dialog') as HTMLElement);
    expect(document.activeElement?.id).toBe('other-trap');
  });
});
