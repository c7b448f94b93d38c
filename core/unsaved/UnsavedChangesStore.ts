import { makeAutoObservable } from 'mobx';
import { UNSAVED_MESSAGES } from './messages';

type Confirm = (options: { title?: string; message: string }) => Promise<boolean>;

/**
 * The console-wide unsaved-changes state (spec 4): every form reports under its own key; while
 * any key is dirty, navigation asks first and closing the tab warns.
 */
export class UnsavedChangesStore {
  dirtyKeys = new Set<string>();

  constructor(private readonly confirm: Confirm) {
    makeAutoObservable<UnsavedChangesStore, 'confirm'>(this, { confirm: false, confirmLeave: false, askToLeave: false });
  }

  get isDirty(): boolean {
    return this.dirtyKeys.size > 0;
  }

  setDirty(key: string, dirty: boolean): void {
    if (dirty) this.dirtyKeys.add(key);
    else this.dirtyKeys.delete(key);
  }

  /** Forgets every flag: the page is being left on purpose (logout, reload). */
  clearAll(): void {
    this.dirtyKeys.clear();
  }

  /** True when nothing is dirty or the user chose to leave anyway. */
  confirmLeave = async (): Promise<boolean> => (this.isDirty ? this.askToLeave() : true);

  /** Asks whatever the state: for forms that track their own dirtiness (the Settings dialog). */
  askToLeave = (): Promise<boolean> => this.confirm({ title: UNSAVED_MESSAGES.title, message: UNSAVED_MESSAGES.confirm });
}
