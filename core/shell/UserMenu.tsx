import { observer } from 'mobx-react-lite';
import { useRef, useState } from 'react';
import { useConsole } from '../console/ConsoleContext';
import type { UserMenuExtraItem } from './userMenuItems';
import { UserMenuButton } from './UserMenuButton';

const loadPopover = () => import(/* webpackChunkName: "user-menu" */ './UserMenuPopover');
type PopoverModule = Awaited<ReturnType<typeof loadPopover>>;

interface UserMenuProps {
  onAccount: () => void;
  /** Defaults to the registry list; tests pass their own. */
  extraItems?: readonly UserMenuExtraItem[];
}

/**
 * The header's user menu (spec 2). Its popover, with Blueprint's popover, menu and floating-ui
 * (~30 KB gzip), is not part of the App Library's start-up code (issue 16, item 11): it loads
 * when the button is first pointed at or focused, so it is there by the time it is pressed; a
 * press that comes first opens the menu as soon as it has loaded.
 */
export const UserMenu = observer(function UserMenu({ onAccount, extraItems }: UserMenuProps) {
  const { session } = useConsole();
  const [module, setModule] = useState<PopoverModule | null>(null);
  const [pressed, setPressed] = useState(false);
  const focused = useRef(false);
  const user = session.user;
  if (!user) return null;

  if (module) {
    return <module.UserMenuPopover onAccount={onAccount} extraItems={extraItems} defaultIsOpen={pressed} takeFocus={focused.current} />;
  }
  const load = () => {
    loadPopover().then(setModule, (error: unknown) => console.error('The user menu could not load', error));
  };
  const press = () => {
    setPressed(true);
    load();
  };
  return (
    <UserMenuButton
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onPointerDown={press}
      onClick={press}
      onFocus={() => {
        focused.current = true;
        load();
      }}
      onBlur={() => {
        focused.current = false;
      }}
    />
  );
});
