import {
  applySnapshot,
  getSnapshot,
  type IAnyStateTreeNode,
  type IModelType,
  type ModelProperties,
  type ModelSnapshotType2,
} from 'mobx-state-tree';
import { changedFields, type ChangedFields } from '../patch/changedFields';

/** What withDirtyTracking adds to a model's instances. */
export interface DirtyTracking<S> {
  /** The snapshot at creation or at the last markSaved(): the `before` of a settings patch. */
  readonly savedSnapshot: S;
  /** changedFields(savedSnapshot, current snapshot): what a save would send. */
  readonly changes: ChangedFields;
  readonly isDirty: boolean;
  /** Call after a successful save (after applying what the server returned, e.g. a new __v). */
  markSaved(): void;
  /** Back to the saved snapshot: the form's Cancel. */
  discardChanges(): void;
}

/**
 * Gives an applet's model a dirty flag and the changed-field diff (ARCHITECTURE "State"):
 * `const Settings = withDirtyTracking(types.model('Settings', { ... }))`.
 * Both are computed from snapshots, so they stay cached until the tree changes, and the
 * model keeps its own props, views and actions. It adds no services: a store that saves
 * reaches SettingsService through getEnv(self), never a global.
 */
export function withDirtyTracking<P extends ModelProperties, O, C, S>(model: IModelType<P, O, C, S>) {
  type Snapshot = ModelSnapshotType2<P, S>;
  const snapshotOf = (node: IAnyStateTreeNode) => getSnapshot(node) as Snapshot;
  return model
    .volatile(() => ({ baseline: undefined as Snapshot | undefined }))
    .views((self) => {
      const saved = () => self.baseline ?? snapshotOf(self);
      return {
        get savedSnapshot(): Snapshot {
          return saved();
        },
        get changes(): ChangedFields {
          return changedFields(saved() as object, snapshotOf(self) as object);
        },
      };
    })
    .views((self) => ({
      get isDirty(): boolean {
        return Object.keys(self.changes).length > 0;
      },
    }))
    .actions((self) => ({
      // MST composes lifecycle hooks, so the model's own afterCreate still runs.
      afterCreate() {
        self.baseline = snapshotOf(self);
      },
      markSaved() {
        self.baseline = snapshotOf(self);
      },
      discardChanges() {
        // The generic self cannot prove its snapshot type to applySnapshot; it is the same type.
        if (self.baseline !== undefined) applySnapshot(self as IAnyStateTreeNode, self.baseline);
      },
    }));
}
