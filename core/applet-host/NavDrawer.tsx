import { Drawer, type DrawerProps } from '@blueprintjs/core';

/** The phone's navigation drawer: its own chunk with Blueprint's overlay code (AppletFrame). */
export function NavDrawer(props: DrawerProps) {
  return <Drawer {...props} />;
}
