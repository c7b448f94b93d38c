import type { UnsavedChangesService } from '../services/unsavedChanges';

/** Tracks dirty keys; confirmLeave() answers `leaveAnswer` when something is dirty. */
export class MockUnsavedChanges implements UnsavedChangesService {
  /** What the user answers to the leave prompt; default true (leaves anyway). */
  leaveAnswer = true;
  /** How often the user was asked, i.e. confirmLeave() calls while dirty. */
  leavePrompts = 0;
  readonly #dirty = new Set<string>();

  get isDirty(): boolean {
    return this.#dirty.size > 0;
  }

  get dirtyKeys(): string[] {
    return [...this.#dirty];
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
}
