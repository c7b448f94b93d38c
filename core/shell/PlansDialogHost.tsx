import { observer } from 'mobx-react-lite';
import { useConsole } from '../console/ConsoleContext';
import { returnFocus, USER_MENU_SELECTOR } from '../lib/a11y/returnFocus';
import { PlansDialog } from '../plans/PlansDialog';

/** The Plans dialog for the current site (opened from the user menu's Plans item). */
export const PlansDialogHost = observer(function PlansDialogHost() {
  const { sites, dialogs } = useConsole();
  const site = sites.current;
  if (!site) return null;
  // Opened from a user-menu item that is gone once the menu closes: focus returns to the menu.
  return <PlansDialog isOpen={dialogs.plansOpen} site={site} onClose={() => dialogs.closePlans()} onClosed={returnFocus(USER_MENU_SELECTOR)} />;
});
