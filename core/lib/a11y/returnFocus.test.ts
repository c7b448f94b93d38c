/**
 * @jest-environment jsdom
 */
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
