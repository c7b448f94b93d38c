// Unsaved form values kept in this tab (sessionStorage, never the server) when a save finds
// the session ended: after signing in again the form shows them for review instead of losing
// them. Another tab, or a closed tab, does not see them.
import { storageKey, storageModeFor } from '../lib/storage/storageKey';

const draftKey = (name: string) => storageKey(`draft:${name}`, storageModeFor(window.location));

export function saveDraft(name: string, values: Record<string, string>): void {
  try {
    window.sessionStorage.setItem(draftKey(name), JSON.stringify(values));
  } catch {
    /* storage full or disabled: nothing more can be done for the edit */
  }
}

export function readDraft(name: string): Record<string, string> | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(name));
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter(([, value]) => typeof value === 'string');
    return Object.fromEntries(entries) as Record<string, string>;
  } catch {
    return null;
  }
}

export function dropDraft(name: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(name));
  } catch {
    /* nothing to drop */
  }
}
