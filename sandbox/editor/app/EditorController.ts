/**
 * The editor frame's state: the link to the console, the context it gave, the recommendation
 * model with its undo history, the UI state the console remembers, and what the store preview
 * said last. Components observe it; actions.ts holds what the buttons do.
 */
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import { getSnapshot } from 'mobx-state-tree';
import type { EditorContext, EditorHost, JsonObject, EditorRecSummary, FormFactor, PreviewPage, PreviewRecommendation, PreviewSlot, RenderResult } from '../../../sdk/sandbox';
import { applyRestoredDraft, recommendationFromDocument, type Recommendation } from '../model/RecommendationModel';
import { SnapshotHistory } from '../model/history';
import { previewMode } from '../model/previewMode';
import { isOnPreviewPath } from '../model/previewPath';
import { fieldErrors } from '../sections/online/validation';
import { autoOpensFirstSection, initialFormFactor } from '../shell/layout';
import { saveNow } from './actions';
import { loadUiPrefs, saveUiPrefs, type UiPrefs } from './uiPrefs';

/** What the document says beyond the model's fields (for notices and confirmations). */
export interface RecMeta {
  everProduction: boolean;
  created?: string;
  pageMatcher?: { handle?: unknown; path?: unknown } | null;
}

/** 'none': opened for a place without a recommendation: the navigator offers one. */
export type LoadState = 'loading' | 'ready' | 'not-found' | 'global' | 'none';

/** How long after a change the frame's unsaved edit is sent to the console. */
const DRAFT_SYNC_MS = 300;
/** Autosave waits this long after the last change (spec 4: changes auto-save when the form is dirty). */
export const AUTOSAVE_DELAY_MS = 1500;

export class EditorController {
  ctx: EditorContext;
  state: LoadState = 'loading';
  rec: Recommendation | null = null;
  history: SnapshotHistory | null = null;
  meta: RecMeta = { everProduction: false };
  recs: EditorRecSummary[] = [];
  prefs: UiPrefs;
  ff: FormFactor = 'desktop';
  place: string;
  outcome: RenderResult | null = null;
  /** The page the preview shows (from its agent). */
  previewPage: PreviewPage | null = null;
  /** Phone width: one of properties and preview at a time. */
  phoneTab: 'properties' | 'preview' = 'properties';
  phoneNavOpen = false;
  saving = false;
  private disposers: (() => void)[] = [];
  /**
   * Alternate Preview Paths sent to the preview that it has not yet been seen to reach. Typing
   * '/cart' sends '/c', '/ca', ... on the way, and the preview's reports of those pages (a 404
   * page, say) can arrive after the path moved on: they are the merchant's own typing, not a
   * visit to another page, so they must not move the selected place.
   */
  private pendingPaths = new Set<string>();

  constructor(
    readonly host: EditorHost,
    ctx: EditorContext,
    prefs: UiPrefs,
  ) {
    this.ctx = ctx;
    this.prefs = prefs;
    this.place = ctx.place;
    makeAutoObservable<EditorController, 'disposers' | 'pendingPaths'>(this, { host: false, disposers: false, pendingPaths: false, rec: observableRef, history: observableRef, ctx: observableRef, outcome: observableRef, previewPage: observableRef }, { autoBind: true });
  }

  static async start(host: EditorHost, ctx: EditorContext): Promise<EditorController> {
    const controller = new EditorController(host, ctx, await loadUiPrefs(host, ctx.channel));
    await controller.load();
    return controller;
  }

  get kind(): 'online' | 'hyper' | 'email' {
    if (this.ctx.channel === 'email' || this.rec?.kind === 'email') return 'email';
    return this.rec?.kind === 'hyper-online' ? 'hyper' : 'online';
  }
  get isExisting(): boolean {
    return Boolean(this.rec);
  }

  async load() {
    void this.refreshList();
    if (this.ctx.recommendationId === 'global') {
      runInAction(() => (this.state = 'global'));
      return;
    }
    if (!this.ctx.recommendationId) {
      runInAction(() => (this.state = 'none'));
      return;
    }
    const loaded = await this.host.loadRecommendation();
    if (!loaded) {
      runInAction(() => (this.state = 'not-found'));
      return;
    }
    const { doc, __v } = loaded;
    const host = this.host;
    const rec = recommendationFromDocument({ ...doc, __v }, { saveRecommendation: (changes, v) => host.saveRecommendation(changes, v) });
    // An edit kept when the session ended: applied before watch(), so it is dirty and shown for
    // review, and autosave starts only with the merchant's next change.
    if (this.ctx.restoredDraft) applyRestoredDraft(rec, this.ctx.restoredDraft);
    runInAction(() => {
      this.rec = rec;
      this.history = new SnapshotHistory(rec);
      this.meta = {
        everProduction: doc.everProduction === true,
        created: typeof doc.created === 'string' ? doc.created : undefined,
        pageMatcher: doc.pageMatcher && typeof doc.pageMatcher === 'object' ? (doc.pageMatcher as RecMeta['pageMatcher']) : null,
      };
      if (!this.place) this.place = rec.place;
      const disabled = { desktop: rec.opt('desktop', 'disabled') === true, mobile: rec.opt('mobile', 'disabled') === true };
      this.ff = initialFormFactor(disabled, this.prefs.formFactor);
      this.state = 'ready';
    });
    this.watch(rec);
  }

  /** Spec 2: a new recommendation under 60 s old opens its first section. */
  autoOpens(now = Date.now()): boolean {
    return Boolean(this.rec && autoOpensFirstSection(this.rec.status, this.meta.created, now));
  }

  private watch(rec: Recommendation) {
    // The console's leave guard follows the dirty flag.
    const sendDirty = (dirty: boolean) => void this.host.setUnsavedChanges(dirty, dirty ? (getSnapshot(rec) as unknown as JsonObject) : null).catch(() => undefined);
    this.disposers.push(reaction(() => rec.isDirty, sendDirty, { fireImmediately: true }));
    // The latest unsaved edit, for the console to keep if the session ends (a little behind typing).
    this.disposers.push(reaction(() => (rec.isDirty ? getSnapshot(rec) : null), (snapshot) => snapshot && sendDirty(true), { delay: DRAFT_SYNC_MS }));
    // The store preview follows every change, with the least work spec 4 allows.
    let last: PreviewRecommendation | null = null;
    let lastFf: FormFactor | null = null;
    let lastPath: string | null = null;
    this.disposers.push(
      reaction(
        () => ({ preview: rec.preview, ff: this.ff, path: rec.previewPath }),
        ({ preview, ff, path }) => {
          // A new Alternate Preview Path takes the preview there (the host navigates, then renders).
          const mode = ff !== lastFf || path !== lastPath ? 'render' : previewMode(last, preview, ff);
          last = preview;
          lastFf = ff;
          lastPath = path;
          if (path) this.pendingPaths.add(path);
          if (mode) void this.host.previewUpdate({ recommendation: preview, formFactor: ff, mode, path }).catch(() => undefined);
        },
        { fireImmediately: true },
      ),
    );
    // Autosave (spec 4) for a recommendation that exists on the server as more than a fresh
    // template: an initial one is saved by the merchant (its Save makes it a Draft).
    let timer: ReturnType<typeof setTimeout> | undefined;
    this.disposers.push(
      reaction(
        () => rec.changes,
        () => {
          clearTimeout(timer);
          if (!rec.isDirty || rec.status === 'initial' || fieldErrors(rec).size > 0) return;
          timer = setTimeout(() => void this.autosave(), AUTOSAVE_DELAY_MS);
        },
      ),
      () => clearTimeout(timer),
    );
  }

  /**
   * Quiet: a conflict shows when the merchant saves; other failures show at once. A form with
   * a field in error waits: its inline message says what is wrong, and the save would be refused.
   */
  private async autosave() {
    if (!this.rec?.isDirty || this.saving || fieldErrors(this.rec).size > 0) return;
    await saveNow(this, { quiet: true });
  }

  async refreshList() {
    try {
      const recs = await this.host.listRecommendations();
      runInAction(() => (this.recs = recs));
    } catch {
      // The navigator stays as it was; the editor itself still works.
    }
  }

  setFormFactor(ff: FormFactor) {
    this.ff = ff;
    this.outcome = null;
    this.updatePrefs({ formFactor: ff });
  }

  setPhoneTab(tab: 'properties' | 'preview') {
    this.phoneTab = tab;
  }

  setPhoneNavOpen(open: boolean) {
    this.phoneNavOpen = open;
  }

  setSaving(saving: boolean) {
    this.saving = saving;
  }

  updatePrefs(change: Partial<UiPrefs>) {
    this.prefs = { ...this.prefs, ...change };
    saveUiPrefs(this.host, this.ctx.channel, this.prefs);
  }

  toggleSection(id: string, open: boolean) {
    this.updatePrefs({ sections: { ...this.prefs.sections, [id]: open } });
  }

  setTheme(theme: EditorContext['theme']) {
    this.ctx = { ...this.ctx, theme };
  }

  previewRendered(result: RenderResult) {
    this.outcome = result;
    // Spec 4: a custom-page recommendation not on the page shown switches the preview to its page.
    const place = this.rec?.place ?? '';
    if (result.outcome === 'other-page' && place.startsWith('CUSTOM~') && this.place !== place) this.selectPlace(place);
  }

  /** The place of the page shown while the preview stands on the Alternate Preview Path, else null. */
  get previewPathPlace(): string | null {
    const page = this.previewPage;
    return page && this.rec && isOnPreviewPath(page.path, this.rec.previewPath) ? page.place : null;
  }

  /** Spec 4: navigating the preview to another page changes the selected place. */
  previewNavigated(page: PreviewPage) {
    this.previewPage = page;
    // On the Alternate Preview Path the preview is where the merchant asked: the place stays.
    if (this.rec && isOnPreviewPath(page.path, this.rec.previewPath)) {
      this.pendingPaths.clear();
      return;
    }
    // A late report of a path typed on the way to this one: the place stays too.
    if ([...this.pendingPaths].some((p) => isOnPreviewPath(page.path, p))) return;
    this.pendingPaths.clear();
    if (page.place && page.place !== this.place && this.ctx.channel === 'online') {
      this.place = page.place;
      void this.host.open({ place: page.place }).catch(() => undefined);
    }
  }

  selectPlace(place: string) {
    this.place = place;
    void this.host.open({ place }).catch(() => undefined);
  }

  reportSlot(slot: PreviewSlot | null) {
    void this.host.previewSlot(slot).catch(() => undefined);
  }

  dispose() {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.history?.destroy();
  }
}
