import { createLocationMemory, type LocationMemory } from '../lib/storage/recentPaths';
import type { ConsoleStorage } from '../storage/consoleStorage';
import { SETTINGS_PARAM } from '../shell/settingsParam';
import { setQueryParam } from './siteXid';

/** Dialog state in the query is not a place to come back to. */
const TRANSIENT_PARAMS = [SETTINGS_PARAM];

/** The path to save for a location: pathname and query, minus dialog state. */
export function locationToSave(pathname: string, search: string): string {
  let path = `${pathname}${search}`;
  for (const param of TRANSIENT_PARAMS) path = setQueryParam(path, param, null);
  return path;
}

export function consoleLocationMemory(storage: ConsoleStorage): LocationMemory {
  return createLocationMemory(storage);
}
