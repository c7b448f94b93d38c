import { useCallback, useEffect, useRef, useState } from 'react';
import { PLATFORM_APPS, type AppletRegistration, type PlatformApp } from '../sdk';
import { ApiError, apiFetch, isServerOrNetworkError } from '../api/http';
import type { ConsoleStore } from '../console/ConsoleStore';
import { SHOPIFY, type ConsoleSite } from '../current-site/consoleSite';
import { isReportable } from '../services/api';
import type { AlertsStore } from './AlertsStore';
import {
  INSTALLATION_ALERT_PREFIX,
  installationAlerts,
  shopStatusAlert,
  type InstallationAction,
  type InstallationAlert,
  type InstallationCheck,
} from './installationAlerts';
import { ALERT_RESULTS, APP_EMBED_HELP_URL } from './messages';
import { useRecheckOnReturn } from './useRecheckOnReturn';

/**
 * The shop app whose installation an applet's area checks: the one its registration declares
 * (manifest `platformApp`), or none. An applet that depends on no shop app (a third party's,
 * usually) shows no installation alerts that are not its business.
 */
export function shopAppFor(registration: Pick<AppletRegistration, 'platformApp'>): PlatformApp | null {
  const app = registration.platformApp;
  return app && (PLATFORM_APPS as readonly string[]).includes(app) ? app : null;
}

interface CheckAndFixResult {
  ok?: boolean;
  problems?: string[];
  _redirect?: boolean;
  url?: string;
}

const json = (body: object) => JSON.stringify(body);

/**
 * Puts spec 8's installation alerts for the current SHOPIFY site above an applet's pages and
 * wires their buttons. Alerts the user closed stay closed while the applet is open. The check
 * waits for `start` (the applet's code has loaded, or failed to): it is for the alert stack
 * above the page, and sent alongside the applet's loading it only slowed the page's own first
 * requests down (on the server, and their answers on the main thread).
 */
export function useInstallationAlerts(store: ConsoleStore, site: ConsoleSite, app: PlatformApp | null, alerts: AlertsStore, start = true): void {
  // Once started, a retried applet load (loading again) does not check again.
  const [started, setStarted] = useState(start);
  if (start && !started) setStarted(true);
  const [generation, setGeneration] = useState(0);
  const context = useRef<{ check?: InstallationCheck; shopDomain?: string }>({});
  const recheck = useCallback(() => setGeneration((n) => n + 1), []);
  // When the last check went out: returning to the tab checks again at most this often.
  const lastCheck = useRef(0);

  const siteId = site._id;
  // No shop app, no check: the alerts belong to the app the applet depends on.
  const isShop = site.platform === SHOPIFY && app !== null;

  const run = useCallback(
    async (action: InstallationAction) => {
      const base = `/api2/shop/${app}`;
      const fail = (error: unknown) => {
        // 5xx and network failures were already shown by apiFetch.
        if (!isServerOrNetworkError(error) && isReportable(error)) store.errors.report(error);
      };
      switch (action) {
        case 'reEnableTag':
          await apiFetch(`${base}/action/tag-enable`, { method: 'POST', body: json({ site: siteId, enable: true }) }).then(() => {
            store.snackbars.show({ message: ALERT_RESULTS.tagEnabled, intent: 'success' });
            recheck();
          }, fail);
          return;
        case 'checkAndFix':
        case 'updatePermissions':
          await apiFetch<CheckAndFixResult>(`${base}/action/check-and-fix`, {
            method: 'POST',
            body: json({ site: siteId, validate: true }),
          }).then((result) => {
            if (result?._redirect && result.url) {
              window.location.assign(result.url);
              return;
            }
            const problems = result?.problems?.length ?? 0;
            store.snackbars.show({
              message: problems ? ALERT_RESULTS.checkProblems(problems) : ALERT_RESULTS.checkPassed,
              intent: problems ? 'warning' : 'success',
            });
            void store.sites.refreshSite(siteId);
            recheck();
          }, fail);
          return;
        case 'enableAppEmbed': {
          // Opened now, while the click still counts as a user gesture; filled in when the link comes.
          const tab = window.open('about:blank', '_blank');
          await apiFetch<{ url: string }>(`${base}/action/deep-link?site=${encodeURIComponent(siteId)}&target=app-embed`).then(
            ({ url }) => {
              if (tab) tab.location.href = url;
              else window.location.assign(url);
            },
            (error) => {
              tab?.close();
              fail(error);
            },
          );
          return;
        }
        case 'appEmbedInfo':
          window.open(APP_EMBED_HELP_URL, '_blank', 'noopener,noreferrer');
          return;
        case 'tryAgain':
          window.location.reload();
          return;
        case 'reconnect': {
          const domain = context.current.shopDomain;
          if (domain) window.location.assign(`${base}/auth?shop=${encodeURIComponent(domain)}`);
          return;
        }
      }
    },
    [app, siteId, store, recheck],
  );

  useEffect(() => {
    if (!started) return;
    const isOurs = (alert: { id: string }) => alert.id.startsWith(INSTALLATION_ALERT_PREFIX);
    if (!isShop) {
      alerts.dismissWhere(isOurs);
      return;
    }
    let cancelled = false;
    const show = (list: InstallationAlert[]) => {
      if (cancelled) return;
      alerts.dismissWhere(isOurs);
      for (const alert of list) {
        if (alerts.closedByUser(alert.id)) continue;
        alerts.show({
          id: alert.id,
          intent: alert.intent,
          message: alert.message,
          dismissible: alert.dismissible,
          actions: alert.actions.map(({ label, action }) => ({ label, onClick: () => void run(action) })),
        });
      }
    };
    lastCheck.current = Date.now();
    (async () => {
      try {
        const check = await apiFetch<InstallationCheck>(`/api2/shop/${app}/installation?site=${encodeURIComponent(siteId)}`, {
          silent: true,
        });
        context.current = { check, shopDomain: check?.myShopifyDomain ?? undefined };
        show(installationAlerts(check ?? {}));
      } catch (error) {
        if (cancelled || (error instanceof ApiError && error.status === 401)) return;
        const shop = await apiFetch<{ myShopifyDomain?: string }>(`/api2/shop/shopify-shop?site=${encodeURIComponent(siteId)}`, {
          silent: true,
        }).catch(() => undefined);
        const shopDomain = shop?.myShopifyDomain || undefined;
        context.current = { shopDomain };
        const failure =
          error instanceof ApiError
            ? { status: error.status, code: error.code, message: error.message }
            : { status: 0, message: String(error) };
        show([shopStatusAlert(failure, shopDomain)]);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [alerts, app, siteId, isShop, generation, run, started]);

  // The app embed is enabled (or the tag fixed) in another tab, usually the shop's admin opened
  // by Enable Now: coming back to this tab checks again, so a fixed problem's alert goes away.
  useRecheckOnReturn(recheck, started && isShop, lastCheck);
}
