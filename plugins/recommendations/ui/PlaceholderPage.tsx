import { Callout, H3 } from '@blueprintjs/core';
import { useSite } from 'sdk';
import { RECOMMENDATIONS_MESSAGES as M } from '../messages';

/** Stands in for a page of the applet; reading the site through the SDK proves the wiring. */
export function PlaceholderPage({ page }: { page: string }) {
  const site = useSite();
  return (
    <section data-applet-page={page}>
      <H3>{`${M.title}: ${page}`}</H3>
      <Callout intent="primary" icon="build" title={M.beingBuilt}>
        <p>{M.arrivesWith(page)}</p>
        <p>
          {`${M.currentSite}: `}
          <strong data-testid="applet-site-name">{site.name}</strong>
        </p>
      </Callout>
    </section>
  );
}
