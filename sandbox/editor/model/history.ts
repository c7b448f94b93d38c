/**
 * Undo and redo across every field of an MST model (spec: Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z), from
 * its snapshots: any action that changes the tree is one step, and a burst of changes to the
 * same field (typing in it), each within `coalesceMs` of the last, is one step, as in every
 * editor a merchant knows; a quick edit of another field is a step of its own. Fields the
 * server owns (`__v`, status) are kept as they are when a step is applied, so an undo across a
 * save never sends a stale version.
 */
import { observable, runInAction } from 'mobx';
import { applySnapshot, getSnapshot, onSnapshot, type IAnyStateTreeNode } from 'mobx-state-tree';

export interface HistoryOptions {
  /** Changes to the same field closer together than this are one step. Default 600 ms. */
  coalesceMs?: number;
  /** At most this many steps back. Default 100. */
  limit?: number;
  /** Snapshot keys the history never changes (they follow the server). */
  keep?: readonly string[];
  now?(): number;
}

type Snapshot = Record<string, unknown>;

export class SnapshotHistory {
  private past: Snapshot[] = [];
  private future: Snapshot[] = [];
  private current: Snapshot;
  private lastChange = -Infinity;
  /** The fields the last recorded change touched (see changedPaths): a burst stays in them. */
  private lastFields = '';
  private applying = false;
  private readonly dispose: () => void;
  private readonly coalesceMs: number;
  private readonly limit: number;
  private readonly keep: readonly string[];
  private readonly now: () => number;
  /** Observers (the Undo and Redo buttons) re-read canUndo and canRedo when this moves; the
   *  snapshots themselves stay plain objects, compared by identity. */
  private readonly revision = observable.box(0);

  constructor(
    private readonly node: IAnyStateTreeNode,
    opts: HistoryOptions = {},
  ) {
    this.coalesceMs = opts.coalesceMs ?? 600;
    this.limit = opts.limit ?? 100;
    this.keep = opts.keep ?? ['__v', 'status'];
    this.now = opts.now ?? Date.now;
    this.current = getSnapshot(node) as Snapshot;
    this.dispose = onSnapshot(node, (snapshot) => this.record(snapshot as Snapshot));
  }

  get canUndo(): boolean {
    return this.revision.get() >= 0 && this.past.length > 0;
  }
  get canRedo(): boolean {
    return this.revision.get() >= 0 && this.future.length > 0;
  }

  private bump() {
    runInAction(() => this.revision.set(this.revision.get() + 1));
  }

  private record(snapshot: Snapshot) {
    const previous = this.current;
    this.current = snapshot;
    if (this.applying || this.onlyKeptChanged(previous, snapshot)) return;
    const at = this.now();
    const fields = changedPaths(previous, snapshot).join('\n');
    // A burst in one field is one step: keep the state before the burst, drop the ones inside it.
    const sameBurst = at - this.lastChange < this.coalesceMs && fields === this.lastFields && this.past.length > 0;
    if (!sameBurst) {
      this.past.push(previous);
      if (this.past.length > this.limit) this.past.shift();
    }
    this.lastChange = at;
    this.lastFields = fields;
    this.future = [];
    this.bump();
  }

  private onlyKeptChanged(a: Snapshot, b: Snapshot): boolean {
    return Object.keys({ ...a, ...b }).every((key) => this.keep.includes(key) || a[key] === b[key]);
  }

  private apply(target: Snapshot) {
    const live = getSnapshot(this.node) as Snapshot;
    const kept = Object.fromEntries(this.keep.filter((key) => key in live).map((key) => [key, live[key]]));
    this.applying = true;
    try {
      applySnapshot(this.node, { ...target, ...kept });
    } finally {
      this.applying = false;
    }
    // The next edit starts a new step, however soon it comes.
    this.lastChange = -Infinity;
    this.bump();
  }

  undo(): boolean {
    const target = this.past.pop();
    if (!target) return false;
    this.future.push(this.current);
    this.apply(target);
    return true;
  }

  redo(): boolean {
    const target = this.future.pop();
    if (!target) return false;
    this.past.push(this.current);
    this.apply(target);
    return true;
  }

  /** Forget every step (another document was loaded). */
  clear() {
    this.past = [];
    this.future = [];
    this.current = getSnapshot(this.node) as Snapshot;
    this.bump();
  }

  destroy() {
    this.dispose();
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where two snapshots differ, as dotted paths down to the first value that is not a plain
 * object (a string, a number, an array): `widgetOpts.desktop.title`, `css`. MST shares the
 * unchanged subtrees between snapshots, so the identity check skips them cheaply.
 */
export function changedPaths(a: unknown, b: unknown, prefix = ''): string[] {
  if (a === b) return [];
  if (!isPlainObject(a) || !isPlainObject(b)) return [prefix];
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .sort()
    .flatMap((key) => changedPaths(a[key], b[key], prefix ? `${prefix}.${key}` : key));
}
