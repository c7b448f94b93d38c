/**
 * After a dialog closes, focus goes back to what opened it. Blueprint restores the element
 * focused before opening, but a dialog opened from a menu item finds that item gone (the menu
 * closed) and focus stays in the closing dialog, which then leaves the page: focus would land
 * on the page body. Then the opener (the menu's button) takes it instead.
 *
 * Pass the result as the dialog's onClosed: Blueprint calls it with the closing overlay's
 * element, which may still hold focus at that moment.
 */
export function returnFocus(openerSelector: string): (closing?: HTMLElement) => void {
  return (closing) => {
    const active = document.activeElement;
    const stranded = !active || active === document.body || !active.isConnected || Boolean(closing?.contains(active));
    if (!stranded) return;
    document.querySelector<HTMLElement>(openerSelector)?.focus();
  };
}

/** The shell's openers: the user menu button and the current-site button. */
export const USER_MENU_SELECTOR = '[data-testid="user-menu"]';
