import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConsole } from '../console/ConsoleContext';
import { setSiteXid } from '../routing/siteXid';
import { LazyChangeSiteDialog } from '../dialogs/lazyDialogs';
import { WhenOpened } from '../dialogs/WhenOpened';

/**
 * The Change Site dialog of the header's site button. Choosing a site changes site-xid in
 * the URL (the shell then makes it current and remembers it); the unsaved-changes guard asks
 * first like for any navigation.
 */
export const ChangeSiteDialogHost = observer(function ChangeSiteDialogHost() {
  const { sites, dialogs } = useConsole();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <WhenOpened open={dialogs.changeSiteOpen}>
      <LazyChangeSiteDialog
        isOpen={dialogs.changeSiteOpen}
        sites={sites.sites}
        currentSiteId={sites.currentId}
        onSelect={(site) => {
          dialogs.closeChangeSite();
          navigate(setSiteXid(`${location.pathname}${location.search}${location.hash}`, site.external));
        }}
        onClose={() => dialogs.closeChangeSite()}
      />
    </WhenOpened>
  );
});
