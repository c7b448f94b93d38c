// Demo mode (spec §4): a per-site on/off switch, turned on by 'Show demo data' and off by
// 'Exit demo mode'. It resets when the site changes: the console's site service tells every
// applet, and the switch of the site being left is cleared. While on, queries use the fixed
// public demo site and the score comes back with isMock true.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSite } from 'sdk';

/** The fixed public demo site (server/seed/world.ts DEMO_SITE_ID): demo queries read its data. */
export const DEMO_SITE_ID = '64d0c0ffee00000000000de0';
/** The demo site's currency: its amounts are in USD whatever the current site sells in. */
export const DEMO_SITE_CURRENCY = 'USD';

const KEY_PREFIX = 'h40_chk_demo:';
/** The site the applet last showed: a different one means the user changed site. */
const LAST_SITE_KEY = 'h40_chk_demo_site';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Whether demo mode is on for the site (what useDemoMode says, for code outside React). */
export function isDemoOn(siteId: string): boolean {
  return read(siteId);
}

function read(siteId: string): boolean {
  try {
    return window.localStorage.getItem(KEY_PREFIX + siteId) === '1';
  } catch {
    return false; // storage blocked: demo mode simply stays off
  }
}

function write(siteId: string, on: boolean) {
  try {
    if (on) window.localStorage.setItem(KEY_PREFIX + siteId, '1');
    else window.localStorage.removeItem(KEY_PREFIX + siteId);
  } catch {
    // storage blocked: nothing to persist
  }
  notify();
}

function readLastSite(): string | null {
  try {
    return window.localStorage.getItem(LAST_SITE_KEY);
  } catch {
    return null;
  }
}

/**
 * Called whenever the applet shows a site: when it is not the site shown last, the user has
 * changed site (here, in the App Library or in another tab), so the left site's switch is
 * turned off. Moving between the applet's pages keeps it on.
 */
function siteShown(siteId: string) {
  const last = readLastSite();
  if (last === siteId) return;
  if (last && read(last)) write(last, false);
  try {
    window.localStorage.setItem(LAST_SITE_KEY, siteId);
  } catch {
    // storage blocked: demo mode cannot persist either
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface DemoMode {
  /** Demo mode is on for the current site. */
  on: boolean;
  setOn(on: boolean): void;
  /** The site analytics queries should read: the demo site while on, else the current site. */
  dataSiteId: string;
  /** The currency of that site's amounts. */
  dataCurrency: string;
}

/** The current site's demo switch. Changing site turns the left site's switch off (spec: resets on site change). */
export function useDemoMode(): DemoMode {
  const site = useSite();
  const on = useSyncExternalStore(subscribe, () => read(site._id), () => false);
  useEffect(() => siteShown(site._id), [site._id]);
  const setOn = useCallback((value: boolean) => write(site._id, value), [site._id]);
  return { on, setOn, dataSiteId: on ? DEMO_SITE_ID : site._id, dataCurrency: on ? DEMO_SITE_CURRENCY : site.currencyName };
}
