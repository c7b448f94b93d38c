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

describe('useInstallationAlerts when the tab is back', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const answer = (body: object) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('checks again when the tab regains focus, so an app embed enabled in the other tab clears its alert, at most once per 5 s', async () => {
    fetchMock.mockImplementationOnce(() => answer({ tagValidated: true, appEmbedEnabled: false }));
    const store = new ConsoleStore();
    const alerts = new AlertsStore();
    renderHook(() => useInstallationAlerts(store, site, 'rec', alerts, true));
    await act(async () => {});
    expect(alerts.alerts.map((a) => a.id)).toEqual(['installation:app-embed']);

    // Back within the throttle: no new call.
    await act(async () => {
      jest.advanceTimersByTime(1_000);
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Enabled in the other tab; coming back (focus and visibilitychange both fire) checks once.
    fetchMock.mockImplementation(() => answer({ tagValidated: true, appEmbedEnabled: true }));
    await act(async () => {
      jest.advanceTimersByTime(10_000);
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][0]).toBe(`/api2/shop/rec/installation?site=${site._id}`);
    expect(alerts.alerts).toEqual([]);
  });
});
