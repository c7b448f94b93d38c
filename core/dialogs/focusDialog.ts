/**
 * A dialog's onOpened: focus goes to the dialog itself, out of the Tab order. Blueprint's
 * Overlay2 gives the dialog container tabIndex 0 and starts focus on its hidden start trap,
 * so Tab met two stops that show nothing before the first control (issue 32 item 26), and
 * again on every wrap from the last one. Focused itself, the dialog is announced by its title;
 * the first Tab reaches its first control (Close).
 */
export function focusDialog(container: HTMLElement | undefined): void {
  if (!container) return;
  container.tabIndex = -1;
  const active = container.ownerDocument.activeElement;
  // A control inside that already has focus (autoFocus) keeps it.
  if (active && active !== container && container.contains(active)) return;
  container.focus({ preventScroll: true });
}
