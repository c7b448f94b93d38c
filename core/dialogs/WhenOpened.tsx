import { Component, Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy dialog) from the first time `open` is true on, and nothing before:
 * the shell's dialogs and their Blueprint overlay code load when one first opens, not with the
 * start-up chunks every page runs (issue 16, item 11). Staying mounted afterwards lets a dialog
 * animate closed. The chunks are prefetched when the browser is idle, so a dialog opens at
 * once and still opens offline (a network failure's error modal).
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <LoadFailed>
      <Suspense fallback={null}>{children}</Suspense>
    </LoadFailed>
  );
}

/** A dialog whose chunk could not load leaves the page as it was, instead of unmounting the console. */
class LoadFailed extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A dialog could not load', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
