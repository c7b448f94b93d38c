import { observer } from 'mobx-react-lite';
import { useConsole } from '../console/ConsoleContext';
import { PlansDialog } from '../plans/PlansDialog';

/** The Plans dialog for the current site (opened from the user menu's Plans item). */
export const PlansDialogHost = observer(function PlansDialogHost() {
  const { sites, dialogs } = useConsole();
  const site = sites.current;
  if (!site) return null;
  return <PlansDialog isOpen={dialogs.plansOpen} site={site} onClose={() => dialogs.closePlans()} />;
});
