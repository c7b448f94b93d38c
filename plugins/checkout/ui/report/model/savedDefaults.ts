// Save (staff): the current selections become this user's default for this report, kept in
// localStorage like the settings-pane choice. Metric and dimension are the report's identity
// (its id), so they are not part of what is saved.
import { getSnapshot } from 'mobx-state-tree';
import type { ReportSelectionsInstance } from './ReportStore';

const KEY_PREFIX = 'h40_chk_report_default:';

export const savedDefaultsKey = (userId: string, reportId: string) => `${KEY_PREFIX}${userId}:${reportId}`;

export function loadSavedDefaults(userId: string, reportId: string): unknown {
  try {
    const text = window.localStorage.getItem(savedDefaultsKey(userId, reportId));
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined; // storage blocked or a corrupt entry: open with the link's selections
  }
}

/** @returns false when the browser refused to store it. */
export function saveDefaults(userId: string, reportId: string, selections: ReportSelectionsInstance): boolean {
  const { metric: _metric, analyzeBy: _analyzeBy, ...rest } = getSnapshot(selections);
  try {
    window.localStorage.setItem(savedDefaultsKey(userId, reportId), JSON.stringify(rest));
    return true;
  } catch {
    return false;
  }
}
