import { Button, Callout, H3 } from '@blueprintjs/core';
import { version as reactVersion, useEffect, useState } from 'react';
import { SDK_VERSION, useAlerts, useApi, useSite } from 'sdk';
import { EXAMPLE_MESSAGES as M } from './messages';

/**
 * Everything comes from the console through the SDK: the current site, the alert stack and
 * the authenticated API. data-react-version lets a test check which React rendered this.
 */
export default function ExamplePage() {
  const site = useSite();
  const alerts = useAlerts();
  const api = useApi();
  const [siteCount, setSiteCount] = useState<number | 'failed'>();

  useEffect(() => {
    const abort = new AbortController();
    api.fetch<unknown[]>('/api2/sites', { signal: abort.signal, silent: true }).then(
      (sites) => setSiteCount(sites.length),
      () => !abort.signal.aborted && setSiteCount('failed'),
    );
    return () => abort.abort();
  }, [api]);

  const showAlert = () => alerts.show({ id: 'example-hello', intent: 'success', message: M.alert(site.name), dismissible: true });

  return (
    <section data-testid="example-applet" data-react-version={reactVersion} data-sdk-version={SDK_VERSION}>
      <H3>{M.heading}</H3>
      <p>
        {`${M.currentSite}: `}
        <strong data-testid="example-site-name">{site.name}</strong>
      </p>
      <Callout data-testid="example-site-count">
        {siteCount === undefined ? M.countingSites : siteCount === 'failed' ? M.countFailed : M.siteCount(siteCount)}
      </Callout>
      <p>
        <Button intent="primary" onClick={showAlert} data-testid="example-show-alert">
          {M.showAlert}
        </Button>
      </p>
    </section>
  );
}
