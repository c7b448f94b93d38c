/**
 * The recommendation being edited in the editor frame, as a mobx-state-tree model shaped like
 * the document (server/recommendations/API.md), so its snapshots diff straight into the save:
 * withDirtyTracking gives the dirty flag and the changed fields (depth limit 10). widgetOpts
 * per form factor are maps of field -> value: every field of spec 3 is editable the same way.
 * The frame has no fetch: saving goes through the editor host (env.saveRecommendation).
 */
import { applySnapshot, flow, getEnv, getSnapshot, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { withDirtyTracking } from '../../../sdk/mst/withDirtyTracking';
import { resolveWidgetOpts, type ElementStyles, type FormFactor, type JsonObject, type JsonValue, type PagePlace, type PreviewRecommendation, type RecommendationStatus, type ResolvedWidgetOpts, type SaveResult, type StyleElement, type WidgetOpts } from '../../../sdk/sandbox';
import { templateTitle } from '../../../plugins/recommendations/model/name';
import { previewPathOf } from './previewPath';

const WidgetOptsMap = types.map(types.frozen<unknown>());

/** Services from MST env: the editor host's save (penpal), never a raw fetch. */
export interface RecommendationEnv {
  saveRecommendation(changes: JsonObject, __v: number): Promise<SaveResult>;
}

/** The top-level document fields an editor section may set (widgetOpts go through setOpt). */
export type RecommendationField = 'name' | 'css' | 'js' | 'scss' | 'place' | 'qualifiedName' | 'testMode' | 'scenario' | 'pageMatcher' | 'category' | 'catIds';

/** Spec 3 pageMatcher, category and catIds: whole values, replaced on edit. */
export interface PageMatcher {
  handle?: string;
  path?: string;
}
export interface CategoryRef {
  id: string;
  title?: string;
  handle?: string;
}

export const RecommendationModel = withDirtyTracking(
  types.model('Recommendation', {
    _id: types.identifier,
    __v: types.number,
    external: '',
    kind: 'online',
    status: 'initial',
    place: '',
    qualifiedName: '',
    name: types.maybeNull(types.string),
    css: '',
    js: '',
    scss: '',
    generatedCss: '',
    testMode: false,
    // config.altPreviewUrl (the Alternate Preview Path), pageMatcher (a custom page) and the
    // hyper-online section definition: plain JSON the editors replace whole, never patch.
    config: types.optional(types.frozen<{ altPreviewUrl?: string }>(), {}),
    pageMatcher: types.optional(types.frozen<PageMatcher>(), {}),
    hyperBlock: types.optional(types.frozen<{ section?: unknown }>(), {}),
    /** 'Custom' shows Custom Configuration and hides Recipe (spec 2). */
    scenario: '',
    /** The catalogue template it was made from (create-only): says what the recipe needs. */
    template: '',
    category: types.maybeNull(types.frozen<CategoryRef>()),
    catIds: types.maybeNull(types.frozen<Array<{ id: string; title: string }>>()),
    widgetOpts: types.optional(types.model('WidgetOptsPair', { desktop: types.optional(WidgetOptsMap, {}), mobile: types.optional(WidgetOptsMap, {}) }), {}),
  }),
)
  .volatile(() => ({ saving: false, saveError: null as string | null }))
  .views((self) => ({
    opt<K extends keyof WidgetOpts>(ff: FormFactor, key: K): WidgetOpts[K] | undefined {
      return self.widgetOpts[ff].get(key) as WidgetOpts[K] | undefined;
    },
    /** What a field shows: the stored value, or the runtime's default when unset (one list, sdk/sandbox). */
    resolved(ff: FormFactor): ResolvedWidgetOpts {
      return resolveWidgetOpts(Object.fromEntries(self.widgetOpts[ff].entries()) as WidgetOpts, ff, self.place as PagePlace);
    },
    /** The Alternate Preview Path the store preview goes to ('' for the place's page). */
    get previewPath(): string {
      return previewPathOf(self.config);
    },
    /** What the store preview renders: the delivered shape (sdk/sandbox PreviewRecommendation). */
    get preview(): PreviewRecommendation {
      const desktop = Object.fromEntries(self.widgetOpts.desktop.entries()) as WidgetOpts;
      const mobile = Object.fromEntries(self.widgetOpts.mobile.entries()) as WidgetOpts;
      return {
        id: self._id,
        external: self.external,
        place: self.place as PagePlace,
        status: self.status as RecommendationStatus,
        qualifiedName: self.qualifiedName,
        // Empty title text shows the template's title, as the placeholder says and the storefront does.
        title: desktop.title || templateTitle(self.template),
        widgetOpts: { desktop, mobile },
        css: self.css,
        js: self.js,
        // The runtime styles elements from widgetOpts.style itself (as the delivery endpoint says).
        generatedCss: '',
        testMode: self.testMode,
      };
    },
  }))
  .actions((self) => ({
    setOpt<K extends keyof WidgetOpts>(ff: FormFactor, key: K, value: WidgetOpts[K] | undefined) {
      if (value === undefined) self.widgetOpts[ff].delete(key);
      else self.widgetOpts[ff].set(key, value);
    },
    /** After a save: the server's document becomes the new baseline. */
    applySaved(doc: { __v: number; status?: string; generatedCss?: string }) {
      self.__v = doc.__v;
      if (doc.status) self.status = doc.status;
      if (typeof doc.generatedCss === 'string') self.generatedCss = doc.generatedCss;
      self.markSaved();
    },
    /** One CSS property of one element; undefined removes it, and an emptied map goes away. */
    setStyle(ff: FormFactor, element: StyleElement, prop: string, value: string | number | undefined) {
      const style: ElementStyles = { ...((self.widgetOpts[ff].get('style') as ElementStyles | undefined) ?? {}) };
      const props = { ...(style[element] ?? {}) };
      if (value === undefined || value === '') delete props[prop];
      else props[prop] = value;
      if (Object.keys(props).length) style[element] = props;
      else delete style[element];
      if (Object.keys(style).length) self.widgetOpts[ff].set('style', style);
      else self.widgetOpts[ff].delete('style');
    },
    /**
     * A lifecycle action's answer (status, __v): taken as saved, so it neither makes the form
     * dirty nor swallows the merchant's unsaved edits into the baseline.
     */
    applyServerFields(fields: { __v?: number; status?: string }) {
      if (fields.__v !== undefined) self.__v = fields.__v;
      if (fields.status !== undefined) self.status = fields.status;
      const base = self.baseline as Record<string, unknown> | undefined;
      if (base) self.baseline = { ...base, ...fields } as typeof self.baseline;
    },
    /** A saved version's document over this one (the fields this model edits), as unsaved edits. */
    applyDocument(doc: Record<string, unknown>) {
      const text = (key: 'css' | 'js' | 'place' | 'qualifiedName') => (typeof doc[key] === 'string' ? (doc[key] as string) : key === 'css' || key === 'js' ? '' : self[key]);
      self.css = text('css');
      self.js = text('js');
      self.place = text('place');
      self.qualifiedName = text('qualifiedName');
      self.name = typeof doc.name === 'string' ? doc.name : null;
      self.testMode = doc.testMode === true;
      // A version without them had them unset: restoring it unsets them too.
      self.scenario = typeof doc.scenario === 'string' ? doc.scenario : '';
      self.category = isPlainObject(doc.category) ? (doc.category as unknown as CategoryRef) : null;
      self.catIds = Array.isArray(doc.catIds) ? (doc.catIds as Array<{ id: string; title: string }>) : null;
      const opts = (doc.widgetOpts ?? {}) as Partial<Record<FormFactor, Record<string, unknown>>>;
      for (const ff of ['desktop', 'mobile'] as const) {
        self.widgetOpts[ff].clear();
        for (const [key, value] of Object.entries(opts[ff] ?? {})) self.widgetOpts[ff].set(key, value);
      }
    },
    setField(key: RecommendationField, value: JsonValue | PageMatcher | CategoryRef | null) {
      (self as unknown as Record<RecommendationField, unknown>)[key] = value;
    },
    setConfig(key: 'altPreviewUrl', value: string) {
      self.config = { ...self.config, [key]: value };
    },
    setPageMatcher(key: 'handle' | 'path', value: string) {
      self.pageMatcher = { ...self.pageMatcher, [key]: value };
    },
    setHyperSection(section: unknown) {
      self.hyperBlock = { ...self.hyperBlock, section };
    },
    setSaving(saving: boolean, error: string | null = null) {
      self.saving = saving;
      self.saveError = error;
    },
  }))
  .actions((self) => ({
    /** Only the changed fields with the loaded __v; a stale one is refused by the server ('conflict'). */
    save: flow(function* save() {
      if (!self.isDirty || self.saving) return;
      const { saveRecommendation } = getEnv<RecommendationEnv>(self);
      self.setSaving(true);
      const result: SaveResult = yield saveRecommendation(self.changes as JsonObject, self.__v);
      if (!result.ok) {
        self.setSaving(false, result.message);
        throw Object.assign(new Error(result.message), { code: result.error });
      }
      self.applySaved({ __v: result.__v });
      self.setSaving(false);
    }),
  }));

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type Recommendation = Instance<typeof RecommendationModel>;
export type RecommendationSnapshot = SnapshotIn<typeof RecommendationModel>;

/** The model of a document from GET /api2/recommendation/{id}; unknown fields stay on the server. */
export function recommendationFromDocument(doc: Record<string, unknown>, env: RecommendationEnv): Recommendation {
  const pick = <T>(key: string, fallback: T): T => (doc[key] === undefined || doc[key] === null ? fallback : (doc[key] as T));
  const opts = (doc.widgetOpts ?? {}) as { desktop?: Record<string, unknown>; mobile?: Record<string, unknown> };
  return RecommendationModel.create(
    {
      _id: String(doc._id),
      __v: Number(doc.__v),
      external: pick('external', ''),
      kind: pick('kind', 'online'),
      status: pick('status', 'initial'),
      place: pick('place', ''),
      qualifiedName: pick('qualifiedName', ''),
      name: pick<string | null>('name', null),
      css: pick('css', ''),
      js: pick('js', ''),
      scss: pick('scss', ''),
      config: pick('config', {}),
      pageMatcher: pick('pageMatcher', {}),
      hyperBlock: pick('hyperBlock', {}),
      generatedCss: pick('generatedCss', ''),
      testMode: pick('testMode', false),
      scenario: pick('scenario', ''),
      template: pick('template', ''),
      category: pick<CategoryRef | null>('category', null),
      catIds: pick<Array<{ id: string; title: string }> | null>('catIds', null),
      widgetOpts: { desktop: opts.desktop ?? {}, mobile: opts.mobile ?? {} },
    },
    env,
  );
}

/**
 * Puts an unsaved edit kept through an ended session back over the loaded document: what the
 * server owns (id, version, status, generated CSS) stays the server's, and the baseline stays
 * the loaded document, so the model is dirty. An edit of another recommendation, or one that
 * no longer fits the model, is ignored. Returns whether it was applied.
 */
export function applyRestoredDraft(rec: Recommendation, draft: Record<string, unknown>): boolean {
  if (draft._id !== rec._id) return false;
  const current = getSnapshot(rec);
  try {
    applySnapshot(rec, { ...current, ...draft, _id: rec._id, __v: rec.__v, status: rec.status, generatedCss: rec.generatedCss } as typeof current);
    return true;
  } catch {
    applySnapshot(rec, current);
    return false;
  }
}
