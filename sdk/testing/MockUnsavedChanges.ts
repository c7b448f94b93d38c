import type { UnsavedChangesService, UnsavedDraft } from '../services/unsavedChanges';

/** Tracks dirty keys; confirmLeave() answers `leaveAnswer` when something is dirty. */
export class MockUnsavedChanges implements UnsavedChangesService {
  /** What the user answers to the leave prompt; default true (leaves anyway). */
  leaveAnswer = true;
  /** How often the user was asked, i.e. confirmLeave() calls while dirty. */
  leavePrompts = 0;
  /**
   * Edits kept from an ended session, by draft key: a form that mounts with one of these keys
   * gets it restored once (then it is dropped), as on the console after signing in again.
   */
  readonly keptDrafts = new Map<string, unknown>();
  readonly #dirty = new Set<string>();
  readonly #drafts = new Map<string, UnsavedDraft>();

  get isDirty(): boolean {
    return this.#dirty.size > 0;
  }

  get dirtyKeys(): string[] {
    return [...this.#dirty];
  }

  /** The draft keys of the forms that currently hand the console a draft. */
  get draftKeys(): string[] {
    return [...this.#drafts.values()].map((draft) => draft.key);
  }

  setDirty = (key: string, dirty: boolean): void => {
    if (dirty) this.#dirty.add(key);
    else this.#dirty.delete(key);
  };

  confirmLeave = async (): Promise<boolean> => {
    if (!this.isDirty) return true;
    this.leavePrompts += 1;
    return this.leaveAnswer;
  };

  keepDraft = (key: string, draft: UnsavedDraft): (() => void) => {
    this.#drafts.set(key, draft);
    if (this.keptDrafts.has(draft.key)) {
      const value = this.keptDrafts.get(draft.key);
      this.keptDrafts.delete(draft.key);
      draft.restore(value);
    }
    return () => {
      if (this.#drafts.get(key) === draft) this.#drafts.delete(key);
    };
  };

  /** The session ends on the server: every dirty form's snapshot goes into keptDrafts (as JSON would keep it). */
  endSession(): void {
    for (const [key, draft] of this.#drafts) {
      if (this.#dirty.has(key)) this.keptDrafts.set(draft.key, JSON.parse(JSON.stringify(draft.snapshot() ?? null)));
    }
  }
}
