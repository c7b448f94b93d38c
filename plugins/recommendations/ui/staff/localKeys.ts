/**
 * Every key this applet keeps in local storage starts with this prefix, so a site reset
 * (Internal Only Settings) can find them without a list that drifts from the code.
 */
export const REC_STORAGE_PREFIX = 'h40_rec_';

/** The Agency grid's saved view (spec 3, 9): column order, widths, sort and filters. */
export const AGENCY_VIEW_KEY = `${REC_STORAGE_PREFIX}agency_view`;

/** Removes the applet's keys and any key naming the site; returns how many went. */
export function clearSiteLocalKeys(siteId: string, storage: Storage = window.localStorage): number {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && (key.startsWith(REC_STORAGE_PREFIX) || (siteId && key.includes(siteId)))) doomed.push(key);
  }
  for (const key of doomed) storage.removeItem(key);
  return doomed.length;
}
