// Demo mode (spec §4): a per-site on/off switch, turned on by 'Show demo data' and off by
// 'Exit demo mode'. It resets when the site changes: the console's site service tells every
// applet, and the switch of the site being left is cleared. While on, queries use the fixed
// public demo site and the score comes back with isMock true.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSite } from 'sdk';

/** The fixed public demo site (server/seed/world.ts DEMO_SITE_ID): demo queries read its data. */
export const DEMO_SITE_ID = '64d0c0ffee00000000000de0';

const KEY_PREFIX = 'h40_chk_demo:';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

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
}

/** The current site's demo switch. Leaving a site turns its switch off (spec: resets on site change). */
export function useDemoMode(): DemoMode {
  const site = useSite();
  const on = useSyncExternalStore(subscribe, () => read(site._id), () => false);
  useEffect(() => {
    const left = site._id;
    return () => {
      if (read(left)) write(left, false);
    };
  }, [site._id]);
  const setOn = useCallback((value: boolean) => write(site._id, value), [site._id]);
  return { on, setOn, dataSiteId: on ? DEMO_SITE_ID : site._id };
}
