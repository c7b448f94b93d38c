import type { UnsavedDraft } from '../sdk';
import { saveJsonDraft, takeJsonDraft } from './drafts';

interface Kept {
  readonly name: string;
  readonly draft: UnsavedDraft;
}

/**
 * The drafts applet forms hand over through useUnsavedChangesGuard (issue 16 item 4): when the
 * session ends on the server, each dirty form's snapshot goes into this tab's sessionStorage
 * before the page leaves; when a form with the same name mounts again (after signing in, same
 * applet and site), it gets its edit back once, unsaved, for review.
 */
export class DraftKeeper {
  /** By guard key: the hook's per-component id. */
  private readonly kept = new Map<string, Kept>();

  constructor(private readonly restored: () => void) {}

  /**
   * Keeps `draft` for `guard` under the storage `name` (applet, site and form key) until the
   * returned function is called; a stored edit of that name is restored now, then dropped.
   */
  keep(guard: string, name: string, draft: UnsavedDraft): () => void {
    const entry: Kept = { name, draft };
    this.kept.set(guard, entry);
    // Taken (dropped) as it is read: an edit that makes restore() throw must not come back.
    const stored = takeJsonDraft(name);
    if (stored !== undefined) {
      try {
        draft.restore(stored);
        this.restored();
      } catch {
        /* the form could not take its old edit (its shape changed): it starts clean */
      }
    }
    return () => {
      if (this.kept.get(guard) === entry) this.kept.delete(guard);
    };
  }

  /** Stores the snapshot of every kept draft whose guard `isDirty`; returns how many were stored. */
  saveDirty(isDirty: (guard: string) => boolean): number {
    let stored = 0;
    for (const [guard, { name, draft }] of this.kept) {
      if (!isDirty(guard)) continue;
      try {
        const value = draft.snapshot();
        // Nothing handed over yet (an editor frame that has not sent its edit): nothing to keep.
        if (value !== undefined && value !== null && saveJsonDraft(name, value)) stored += 1;
      } catch {
        /* a snapshot that throws loses only its own edit */
      }
    }
    return stored;
  }
}

/** The storage name of an applet form's draft: the same form on another site or applet never gets it. */
export function appletDraftName(applet: string, siteId: string, key: string): string {
  return `applet:${applet}:${siteId}:${key}`;
}
