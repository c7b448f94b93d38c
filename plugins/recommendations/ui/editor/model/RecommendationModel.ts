/**
 * The recommendation being edited, as a mobx-state-tree model shaped like the document
 * (server/recommendations/API.md), so its snapshots diff straight into the PUT body:
 * withDirtyTracking gives the dirty flag and the changed fields (depth limit 10). widgetOpts
 * per form factor are maps of field -> value: every field of spec 3 is editable the same way.
 */
import { flow, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { withDirtyTracking, type ApiService } from 'sdk';
import type { FormFactor, PagePlace, PreviewRecommendation, RecommendationStatus, WidgetOpts } from 'sdk/sandbox';

const WidgetOptsMap = types.map(types.frozen<unknown>());

export interface RecommendationEnv {
  api: ApiService;
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
    generatedCss: '',
    testMode: false,
    widgetOpts: types.optional(types.model('WidgetOptsPair', { desktop: types.optional(WidgetOptsMap, {}), mobile: types.optional(WidgetOptsMap, {}) }), {}),
  }),
)
  .volatile(() => ({ saving: false, saveError: null as string | null }))
  .views((self) => ({
    opt<K extends keyof WidgetOpts>(ff: FormFactor, key: K): WidgetOpts[K] | undefined {
      return self.widgetOpts[ff].get(key) as WidgetOpts[K] | undefined;
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
        title: desktop.title ?? '',
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
    setSaving(saving: boolean, error: string | null = null) {
      self.saving = saving;
      self.saveError = error;
    },
  }))
  .actions((self) => ({
    /** PUT only the changed fields with the loaded __v; a stale one is refused by the server (409). */
    save: flow(function* save() {
      if (!self.isDirty || self.saving) return;
      const { api } = getEnv<RecommendationEnv>(self);
      self.setSaving(true);
      try {
        const stored: { __v: number; status: string; generatedCss: string } = yield api.fetch(`/api2/recommendation/${self._id}`, {
          method: 'PUT',
          body: { ...self.changes, __v: self.__v },
        });
        self.applySaved(stored);
        self.setSaving(false);
      } catch (error) {
        self.setSaving(false, (error as Error).message);
        throw error;
      }
    }),
  }));

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
      generatedCss: pick('generatedCss', ''),
      testMode: pick('testMode', false),
      widgetOpts: { desktop: opts.desktop ?? {}, mobile: opts.mobile ?? {} },
    },
    env,
  );
}
