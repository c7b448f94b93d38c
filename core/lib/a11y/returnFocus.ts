/**
 * After a dialog closes, focus goes back to what opened it. Blueprint restores the element
 * focused before opening, but a dialog opened from a menu item finds that item gone (the menu
 * closed) and focus lands on the page body; then the menu's button takes it instead.
 */
export function returnFocus(openerSelector: string): () => void {
  return () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    document.querySelector<HTMLElement>(openerSelector)?.focus();
  };
}

/** The shell's openers: the user menu button and the current-site button. */
export const USER_MENU_SELECTOR = '[data-testid="user-menu"]';
