/**
 * What the editor's buttons and keys do: save (with spec 8's failure texts), the lifecycle
 * actions of spec 4 with their confirmations (spec 5's strong 'absolutely sure' one for a
 * published or hand-coded delete), the pre-checks before Preview and Go live, undo and redo.
 * Dialogs are the console's (host.confirm), so they cover the whole page, store preview too.
 */
import type { EditorLifecycleAction, EditorVersion, LifecycleResult, SaveResult } from '../../../sdk/sandbox';
import { precheck, type RecLike } from '../../../plugins/recommendations/model/validate';
import { checkBeforeSave } from '../sections/code';
import { CODE_SECTION_MESSAGES } from '../sections/code/messages';
import { deleteConfirmation, type ShellAction } from '../shell/layout';
import { SHELL_MESSAGES as M } from '../shell/messages';
import type { EditorController } from './EditorController';

/** The frame's own alert (spec 8's dialogs), set by the shell. */
export interface Problem {
  title: string;
  body: string;
}
let showProblem: (problem: Problem) => void = () => undefined;
export function onProblem(show: (problem: Problem) => void) {
  showProblem = show;
}

/** Spec 8: code 11000 gives the duplicate text; anything else 'Additional information: ' and the error. */
export function saveFailureText(error: { error?: string; message: string }): string {
  return error.error === 'duplicate' ? M.duplicate : `${M.additionalInformation}${error.message}`;
}

function recLike(c: EditorController): RecLike | null {
  const rec = c.rec;
  if (!rec) return null;
  const opts = (ff: 'desktop' | 'mobile') => Object.fromEntries(rec.widgetOpts[ff].entries());
  return { _id: rec._id, status: rec.status, kind: rec.kind, place: rec.place, widgetOpts: { desktop: opts('desktop'), mobile: opts('mobile') } } as RecLike;
}

/** Spec 5's pre-check before Preview and Go live: the first problem's words, or null. */
export function precheckOf(c: EditorController): string | null {
  return precheck(recLike(c), { dirty: c.rec?.isDirty ?? false });
}

export async function saveNow(c: EditorController, opts: { quiet?: boolean } = {}): Promise<SaveResult> {
  const rec = c.rec;
  if (!rec) return { ok: false, error: 'invalid', message: M.recommendationNotFound };
  const wasInitial = rec.status === 'initial';
  // An initial recommendation is saved even unchanged: its Save makes it a Draft (spec 4).
  if (!rec.isDirty && !wasInitial) return { ok: true, id: rec._id, __v: rec.__v };
  // Spec 5: custom JS that does not compile blocks the save, with 'Unable to save' and the phase
  // (an autosave just waits: the JavaScript pane already shows the error).
  const script = checkBeforeSave(rec);
  if (!script.ok) {
    if (!opts.quiet) showProblem({ title: script.message, body: `${CODE_SECTION_MESSAGES.phase[script.phase]}: ${script.detail}` });
    return { ok: false, error: 'invalid', message: script.detail };
  }
  c.setSaving(true);
  try {
    const result = await c.host.saveRecommendation(rec.isDirty ? (rec.changes as never) : {}, rec.__v);
    if (!result.ok) {
      rec.setSaving(false, result.message);
      if (!opts.quiet || result.error !== 'conflict') showProblem({ title: M.unableToSave, body: saveFailureText(result) });
      return result;
    }
    rec.applySaved({ __v: result.__v });
    if (wasInitial) rec.applyServerFields({ status: 'staging' });
    if (!opts.quiet) void c.host.snackbar({ message: M.saved, intent: 'success' });
    void c.refreshList();
    return result;
  } catch (error) {
    const message = (error as Error).message;
    showProblem({ title: M.unableToSave, body: saveFailureText({ message }) });
    return { ok: false, error: 'failed', message };
  } finally {
    c.setSaving(false);
  }
}

/** 'Unable to {action}' in the words of the button (spec 8). */
const ACTION_WORDS: Record<EditorLifecycleAction | 'discard' | 'preview', string> = {
  activate: 'Go Live',
  deactivate: 'Pause',
  archive: 'Archive',
  'archive-restore': 'Restore',
  delete: 'Delete',
  discard: 'Discard',
  preview: 'Preview',
};

/** A restored recommendation shows as Paused when it was once live, else as a Draft (spec 4). */
const restoredAs = (c: EditorController) => (c.meta.everProduction ? 'deactivated' : 'staging');
const confirmWords = (c: EditorController, action: 'deactivate' | 'archive' | 'archive-restore') =>
  action === 'deactivate' ? M.confirmPause : action === 'archive' ? M.confirmArchive : M.confirmRestore(restoredAs(c));
const doneWords = (c: EditorController, action: EditorLifecycleAction): string =>
  ({ activate: M.wentLive, deactivate: M.paused, archive: M.archived, 'archive-restore': M.restored(restoredAs(c)), delete: M.deleted })[action];

async function confirmDelete(c: EditorController): Promise<boolean> {
  const rec = c.rec!;
  const kind = deleteConfirmation({ everProduction: c.meta.everProduction, css: rec.css, js: rec.js });
  if (kind === 'plain') return c.host.confirm({ title: M.confirmDelete.title, body: M.confirmDelete.body, confirmLabel: M.confirmDelete.confirm, intent: 'danger' });
  const S = M.absolutelySure;
  return c.host.confirm({ title: S.title, body: kind === 'published' ? S.published : S.advanced, confirmLabel: M.delete, intent: 'danger', typeToConfirm: S.typeToConfirm });
}

async function lifecycle(c: EditorController, action: EditorLifecycleAction): Promise<LifecycleResult | null> {
  const rec = c.rec!;
  if (action === 'activate') {
    const problem = precheckOf(c);
    if (problem) {
      showProblem({ title: M.unableToGoLive, body: `${M.goLiveIssues} ${problem}` });
      return null;
    }
  } else if (action === 'delete') {
    if (!(await confirmDelete(c))) return null;
  } else {
    const words = confirmWords(c, action);
    if (!(await c.host.confirm({ title: words.title, body: words.body, confirmLabel: words.confirm, intent: action === 'archive' ? 'danger' : 'primary' }))) return null;
  }
  const result = await c.host.lifecycle(action, rec.__v);
  if (!result.ok) {
    const title = result.title ?? (action === 'activate' ? M.unableToGoLive : M.unableTo(ACTION_WORDS[action]));
    showProblem({ title, body: result.error === 'go-live' ? `${M.goLiveIssues} ${result.message}` : saveFailureText(result) });
    return result;
  }
  if (action === 'delete') {
    void c.host.snackbar({ message: M.deleted, intent: 'success' });
    void c.host.exit();
    return result;
  }
  rec.applyServerFields({ __v: result.__v, status: result.status });
  if (action === 'activate') c.meta = { ...c.meta, everProduction: true };
  void c.host.snackbar({ message: doneWords(c, action), intent: 'success' });
  void c.refreshList();
  return result;
}

export async function runAction(c: EditorController, action: ShellAction): Promise<void> {
  const rec = c.rec;
  if (!rec) return;
  switch (action) {
    case 'save':
      await saveNow(c);
      return;
    case 'discard':
      // Spec 4: discarding an initial recommendation deletes it, without a confirmation.
      if (rec.status === 'initial') {
        const result = await c.host.lifecycle('delete', rec.__v);
        if (result.ok) void c.host.exit();
        else showProblem({ title: M.unableTo(ACTION_WORDS.discard), body: saveFailureText(result) });
        return;
      }
      rec.discardChanges();
      return;
    default:
      await lifecycle(c, action);
  }
}

/** Restores a saved version: its document becomes the recommendation again, saved as a new version. */
export async function restoreVersion(c: EditorController, version: EditorVersion): Promise<boolean> {
  const rec = c.rec;
  if (!rec) return false;
  const words = M.confirmRestoreVersion(new Date(version.at).toLocaleString());
  if (!(await c.host.confirm({ title: words.title, body: words.body, confirmLabel: words.confirm }))) return false;
  rec.applyDocument(version.doc);
  if (!rec.isDirty) return true;
  const result = await saveNow(c, { quiet: true });
  if (result.ok) void c.host.snackbar({ message: M.versionRestored, intent: 'success' });
  return result.ok;
}

/** The Preview button: spec 5's pre-check first, then the storefront in a new tab. */
export async function openPreview(c: EditorController): Promise<void> {
  const problem = precheckOf(c);
  if (problem) {
    showProblem({ title: M.unableTo(ACTION_WORDS.preview), body: problem });
    return;
  }
  await c.host.openPreview({ place: c.place || c.rec!.place, formFactor: c.ff, ...(c.rec!.previewPath ? { path: c.rec!.previewPath } : {}) });
}

/** Ctrl/Cmd+S saves, Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes. A code pane keeps its own undo. */
export function handleKey(c: EditorController, event: KeyboardEvent): boolean {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
  const key = event.key.toLowerCase();
  if (key === 's') {
    event.preventDefault();
    void saveNow(c);
    return true;
  }
  if ((event.target as Element | null)?.closest?.('.monaco-editor')) return false;
  if (key === 'z' || key === 'y') {
    event.preventDefault();
    if (key === 'y' || event.shiftKey) c.history?.redo();
    else c.history?.undo();
    return true;
  }
  return false;
}
