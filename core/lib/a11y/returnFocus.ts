import { Classes } from '@blueprintjs/core';

/**
 * After a dialog closes, focus goes back to what opened it. Blueprint restores the element
 * focused before opening, but a dialog opened from a menu item finds that item gone (the menu
 * closed) and focus stays in the closing dialog, which then leaves the page: focus would land
 * on the page body. Then the opener (the menu's button) takes it instead.
 *
 * Pass the result as the dialog's onClosed: Blueprint calls it with the closing overlay's
 * child element. Focus may still be anywhere in that overlay, including its focus traps, which
 * sit beside the child, not inside it (seen when the dialog's chunk arrived after the menu had
 * closed: focus stayed on the start trap and went to the body with it).
 */
export function returnFocus(openerSelector: string): (closing?: HTMLElement) => void {
  return (closing) => {
    const active = document.activeElement;
    const overlay = closing?.closest(`.${Classes.OVERLAY}`) ?? closing;
    const stranded = !active || active === document.body || !active.isConnected || Boolean(overlay?.contains(active));
    if (!stranded) return;
    document.querySelector<HTMLElement>(openerSelector)?.focus();
  };
}

/** The shell's openers: the user menu button and the current-site button. */
export const USER_MENU_SELECTOR = '[data-testid="user-menu"]';
