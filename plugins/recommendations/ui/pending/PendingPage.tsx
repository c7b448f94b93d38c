import { Callout } from '@blueprintjs/core';
import { useSite } from 'sdk';
import { RECOMMENDATIONS_MESSAGES as M } from '../../messages';
import { InstalledOnly } from '../shared/InstalledOnly';
import { RecPage } from '../shared/RecPage';

/** A route of spec 2 whose screen is not built yet: it says which work brings it. */
export function PendingPage({ page, slice }: { page: string; slice: string }) {
  const site = useSite();
  return (
    <InstalledOnly>
      <RecPage title={page} testId="rec-pending">
        <Callout intent="primary" icon="build" title={M.notYetBuilt}>
          <p>{M.arrivesWith(page, slice)}</p>
          <p>
            {`${M.currentSite}: `}
            <strong data-testid="applet-site-name">{site.name}</strong>
          </p>
        </Callout>
      </RecPage>
    </InstalledOnly>
  );
}
