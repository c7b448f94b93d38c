// Unsaved form values kept in this tab (sessionStorage, never the server) when a save finds
// the session ended: after signing in again the form shows them for review instead of losing
// them. Another tab, or a closed tab, does not see them.
import { leaveForNextPage, takeFromLastPage } from '../lib/storage/nextPage';
import { storageKey, storageModeFor } from '../lib/storage/storageKey';

const DRAFT_PREFIX = 'draft:';
const draftKey = (name: string) => storageKey(`${DRAFT_PREFIX}${name}`, storageModeFor(window.location));
const ownerKey = () => storageKey('draft-owner', storageModeFor(window.location));

/**
 * Kept edits belong to the user signed in when they were kept. Called with each signed-in
 * user before any form mounts: when someone else signs in in this tab (a shared computer),
 * the previous user's kept edits are dropped unread, so they never show in another account.
 */
export function claimDrafts(userId: string): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(ownerKey()) !== userId) {
      const prefix = draftKey('');
      for (let i = storage.length - 1; i >= 0; i--) {
        const key = storage.key(i);
        if (key?.startsWith(prefix)) storage.removeItem(key);
      }
    }
    storage.setItem(ownerKey(), userId);
  } catch {
    /* storage disabled: nothing is kept, so nothing can leak */
  }
}

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

/** The most one kept edit may take in sessionStorage (its JSON, in UTF-16 code units). */
export const MAX_DRAFT_CHARS = 256 * 1024;

/**
 * Keeps any JSON value (an applet form's snapshot). False when it cannot be kept: not JSON,
 * larger than MAX_DRAFT_CHARS, or storage full or disabled.
 */
export function saveJsonDraft(name: string, value: unknown): boolean {
  return leaveForNextPage(`${DRAFT_PREFIX}${name}`, value, MAX_DRAFT_CHARS);
}

/**
 * The kept value, once (dropped as it is read: an edit the form cannot take must not come back
 * on every visit); undefined when there is none or it does not parse.
 */
export function takeJsonDraft(name: string): unknown {
  return takeFromLastPage(`${DRAFT_PREFIX}${name}`);
}
