import { makeAutoObservable } from 'mobx';
import { DraftKeeper } from './DraftKeeper';
import { leavesPage, type LeaveTest, type RouteLocation } from './leavesPage';
import { UNSAVED_MESSAGES } from './messages';

type Confirm = (options: { title?: string; message: string }) => Promise<boolean>;

/**
 * The console-wide unsaved-changes state (spec 4): every form reports under its own key; while
 * any key is dirty, navigation asks first and closing the tab warns.
 */
export class UnsavedChangesStore {
  dirtyKeys = new Set<string>();
  /** The LeaveTest of each dirty key that brought its own (the rest use leavesPage). */
  private readonly leaveTests = new Map<string, LeaveTest>();
  /** Applet forms' drafts, kept through a session that ends on the server. */
  readonly drafts: DraftKeeper;

  constructor(
    private readonly confirm: Confirm,
    onDraftRestored: () => void = () => {},
  ) {
    this.drafts = new DraftKeeper(onDraftRestored);
    makeAutoObservable<UnsavedChangesStore, 'confirm' | 'leaveTests'>(this, {
      confirm: false,
      leaveTests: false,
      drafts: false,
      saveDrafts: false,
      confirmLeave: false,
      askToLeave: false,
      leaves: false,
    });
  }

  get isDirty(): boolean {
    return this.dirtyKeys.size > 0;
  }

  /**
   * Marks `key` dirty or clean. `leaves` says which navigations leave that form (default:
   * another page or site, leavesPage); a form in a dialog also counts closing the dialog.
   */
  setDirty(key: string, dirty: boolean, leaves?: LeaveTest): void {
    if (dirty) {
      this.dirtyKeys.add(key);
      if (leaves) this.leaveTests.set(key, leaves);
      else this.leaveTests.delete(key);
    } else {
      this.dirtyKeys.delete(key);
      this.leaveTests.delete(key);
    }
  }

  /** Whether navigating `from` → `to` leaves any form with unsaved changes. */
  leaves = (from: RouteLocation, to: RouteLocation): boolean =>
    [...this.dirtyKeys].some((key) => (this.leaveTests.get(key) ?? leavesPage)(from, to));

  /** The session ended on the server: keeps every dirty form's draft in this tab before the page leaves. */
  saveDrafts = (): number => this.drafts.saveDirty((key) => this.dirtyKeys.has(key));

  /** Forgets every flag: the page is being left on purpose (logout, reload). */
  clearAll(): void {
    this.dirtyKeys.clear();
    this.leaveTests.clear();
  }

  /** True when nothing is dirty or the user chose to leave anyway. */
  confirmLeave = async (): Promise<boolean> => (this.isDirty ? this.askToLeave() : true);

  /** Asks whatever the state: for forms that track their own dirtiness (the Settings dialog). */
  askToLeave = (): Promise<boolean> => this.confirm({ title: UNSAVED_MESSAGES.title, message: UNSAVED_MESSAGES.confirm });
}
