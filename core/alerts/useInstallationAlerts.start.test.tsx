/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { act, renderHook } from '@testing-library/react';
import { ConsoleStore } from '../console/ConsoleStore';
import { SHOPIFY, type ConsoleSite } from '../current-site/consoleSite';
import { AlertsStore } from './AlertsStore';
import { useInstallationAlerts } from './useInstallationAlerts';

const site = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', external: 'northwind', platform: SHOPIFY } as ConsoleSite;

describe('useInstallationAlerts start', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(new Response(JSON.stringify({ tagManuallyDisabled: true }), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('checks the installation only once the applet has loaded, and not again when it loads again', async () => {
    const store = new ConsoleStore();
    const alerts = new AlertsStore();
    const { rerender } = renderHook(({ start }) => useInstallationAlerts(store, site, 'chk', alerts, start), { initialProps: { start: false } });
    await act(async () => {});
    // The applet's own first requests go first.
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ start: true });
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe(`/api2/shop/chk/installation?site=${site._id}`);
    expect(alerts.alerts.map((a) => a.id)).toEqual(['installation:tag']);

    // A retried applet load (loading again, then loaded) keeps the alerts and does not ask again.
    rerender({ start: false });
    rerender({ start: true });
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(alerts.alerts.map((a) => a.id)).toEqual(['installation:tag']);
  });

  it('checks nothing on a SHOPIFY site for an applet that depends on no shop app', async () => {
    const store = new ConsoleStore();
    const alerts = new AlertsStore();
    alerts.show({ id: 'installation:tag', intent: 'warning', message: 'left over from another applet' });
    renderHook(() => useInstallationAlerts(store, site, null, alerts, true));
    await act(async () => {});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(alerts.alerts).toEqual([]);
  });
});
