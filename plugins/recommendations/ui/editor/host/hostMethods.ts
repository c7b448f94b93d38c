/**
 * What the console gives the editor frame (sdk/sandbox/editor.ts EditorHostMethods), built on
 * the SDK's services only: the recommendations API through useApi (silent: the frame shows
 * the errors in the spec's words), the console's dialogs and snackbars, its leave guard and
 * navigation. Capabilities, never a fetch: every call names the one document it was opened for.
 */
import { ApiError, type ApiService } from 'sdk';
import { recommendationName } from '../../../model/name';
import type {
  CategoryHit,
  ConfirmRequest,
  EditorChannel,
  EditorHostMethods,
  EditorImplementation,
  EditorRecSummary,
  EditorVersion,
  JsonObject,
  JsonValue,
  LifecycleResult,
  PreviewSlot,
  PreviewUpdate,
  ProductHit,
  SaveResult,
  SnackbarRequest,
} from 'sdk/sandbox';

export type HostMethods = EditorImplementation<Omit<EditorHostMethods, 'hello'>>;

export interface HostDeps {
  api: ApiService;
  channel: EditorChannel;
  /** The recommendation the editor was opened for (null while none). */
  recId(): string | null;
  confirm(request: ConfirmRequest): Promise<boolean>;
  snackbar(request: SnackbarRequest): void;
  /** `draft`: the frame's unsaved recommendation (a JSON object), kept if the session ends. */
  setDirty(dirty: boolean, draft: JsonObject | null): void;
  exit(): void;
  open(target: { place?: string; id?: string | null }): void;
  openWindow(url: string): void;
  /** The console's storage for the editor's remembered UI state (null: nothing is remembered). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  preview: { slot(slot: PreviewSlot | null): void; update(update: PreviewUpdate): void; scrollTo(): void };
}

/** Preference keys the frame may use, and how much it may keep (it is UI state, not data). */
const PREF_KEY = /^[a-z][a-z0-9.-]{0,63}$/;
const PREF_MAX_CHARS = 8_000;
const PREF_PREFIX = 'vitrine.editor.';
const SEARCH_LIMIT = 50;
const APPLET = 'rec';
const APPLET_DOC = '/api2/applet';

type RecDoc = JsonObject & { _id: string; __v: number };

const isJsonObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** An API failure as the editor protocol names it (spec 8's texts are the frame's). */
export function saveErrorOf(error: unknown): Extract<SaveResult, { ok: false }> {
  if (error instanceof ApiError) {
    const code = error.code;
    if (code === 11000 || code === '11000') return { ok: false, error: 'duplicate', message: error.message };
    if (error.status === 409 || error.status === 412 || error.status === 428) return { ok: false, error: 'conflict', message: error.message };
    if (error.status === 400 || error.status === 422) return { ok: false, error: 'invalid', message: error.message };
    if (error.status === 401 || error.status === 403) return { ok: false, error: 'forbidden', message: error.message };
  }
  return { ok: false, error: 'failed', message: (error as Error)?.message || String(error) };
}

function lifecycleErrorOf(error: unknown): Extract<LifecycleResult, { ok: false }> {
  const body = error instanceof ApiError ? ((error.body ?? {}) as { title?: unknown }) : {};
  if (error instanceof ApiError && error.code === 'GO_LIVE') return { ok: false, error: 'go-live', title: typeof body.title === 'string' ? body.title : undefined, message: error.message };
  return saveErrorOf(error);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function summaryOf(doc: JsonObject): EditorRecSummary {
  const desktop = ((doc.widgetOpts as JsonObject | undefined)?.desktop ?? {}) as JsonObject;
  return {
    id: str(doc._id),
    place: str(doc.place),
    status: str(doc.status),
    displayStatus: str(doc.displayStatus) || str(doc.status),
    kind: str(doc.kind),
    external: str(doc.external),
    // One name everywhere (the dashboard's too): model/name.ts.
    title: recommendationName({ name: str(doc.name), template: str(doc.template), external: str(doc.external), widgetOpts: { desktop: { title: desktop.title } } }),
    qualifiedName: str(doc.qualifiedName),
  };
}

export function createHostMethods(deps: HostDeps): HostMethods {
  const { api } = deps;
  /**
   * The applet document holding personalize_css/js and the version last read or written,
   * known once the settings are loaded: a patch names the version it edits (409 if stale).
   */
  let appletDoc: { _id: string; __v: number } | null = null;
  const recPath = () => {
    const id = deps.recId();
    if (!id || id === 'global') throw new Error('No recommendation is open.');
    return `/api2/recommendation/${encodeURIComponent(id)}`;
  };
  const previewLink = async (request: { place: string; path?: string }) => {
    const id = deps.recId();
    // The Alternate Preview Path rides along as altPath; the server refuses one off the store.
    const altPath = typeof request.path === 'string' && request.path ? request.path : undefined;
    return api.fetch<{ url: string }>('/api2/shop/rec/action/preview-link', { query: { pageClass: request.place, recommendation: id && id !== 'global' ? id : undefined, altPath }, silent: true });
  };
  return {
    async loadRecommendation() {
      try {
        const doc = await api.fetch<RecDoc>(recPath(), { silent: true });
        return { doc, __v: doc.__v };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
    async saveRecommendation(doc, __v) {
      try {
        const saved = await api.fetch<RecDoc>(recPath(), { method: 'PUT', body: { ...doc, __v }, silent: true });
        return { ok: true, id: saved._id, __v: saved.__v };
      } catch (error) {
        return saveErrorOf(error);
      }
    },
    // The global settings are two documents (spec 3): the site settings (title wrapper, global
    // style) and the applet document's personalised CSS and JS. The frame sees them as one, with
    // the site settings' __v; a save is a merge patch of each part that changed.
    async loadSettings() {
      const [settings, applet] = await Promise.all([
        api.fetch<JsonObject & { __v: number }>('/api2/site-settings', { silent: true }),
        api.fetch<JsonObject & { _id: string; __v: number }>(APPLET_DOC, { query: { applet: APPLET }, silent: true }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
      ]);
      appletDoc = applet ? { _id: applet._id, __v: applet.__v } : null;
      return { doc: { ...settings, personalize_css: str(applet?.personalize_css), personalize_js: str(applet?.personalize_js) }, __v: settings.__v };
    },
    async saveSettings(doc, __v) {
      const { personalize_css, personalize_js, ...siteSettings } = doc;
      const code = Object.fromEntries(Object.entries({ personalize_css, personalize_js }).filter(([, v]) => v !== undefined)) as JsonObject;
      try {
        let version = __v;
        if (Object.keys(siteSettings).length) {
          version = (await api.fetch<{ __v: number }>('/api2/site-settings', { method: 'PATCH', body: { patch: siteSettings, __v }, silent: true })).__v;
        }
        if (Object.keys(code).length) {
          const body = appletDoc ? { ...appletDoc, applet: APPLET, patch: code } : { applet: APPLET, ...code };
          const saved = await api.fetch<{ _id: string; __v: number }>(APPLET_DOC, { method: appletDoc ? 'PATCH' : 'POST', query: { applet: APPLET }, body, silent: true });
          appletDoc = { _id: saved._id, __v: saved.__v };
        }
        return { ok: true, id: 'global', __v: version };
      } catch (error) {
        return saveErrorOf(error);
      }
    },
    async clearTagCache() {
      try {
        const answer = await api.fetch<{ message?: string }>('/api2/shop/rec/action/clear-tag-cache', { method: 'POST', body: {}, silent: true });
        return { ok: true, message: answer.message ?? '' };
      } catch (error) {
        return { ok: false, message: (error as Error)?.message || String(error) };
      }
    },
    // The shop's catalogue as preview items (at most 50), matched here: the demo platform has no
    // product search of its own.
    async searchProducts(query, limit = 20): Promise<ProductHit[]> {
      // The server searches the whole catalogue (title, vendor, type, tags, or an exact id).
      const match = query.trim().slice(0, 100);
      const { products } = await api.fetch<{ products: Array<{ id: string; title: string; featuredImage?: { originalSrc?: string } }> }>('/api2/shop/rec/action/products', {
        query: { num: Math.min(limit, SEARCH_LIMIT), ...(match ? { match } : {}) },
        silent: true,
      });
      return products
        .slice(0, Math.min(limit, SEARCH_LIMIT))
        .map((p) => ({ id: p.id, title: p.title, imageUrl: p.featuredImage?.originalSrc ?? '' }));
    },
    async searchCategories(query, limit = 20): Promise<CategoryHit[]> {
      const { collections } = await api.fetch<{ collections: CategoryHit[] }>('/api2/shop/rec/action/collections', { query: { match: query.slice(0, 100) }, silent: true });
      return collections.slice(0, Math.min(limit, SEARCH_LIMIT));
    },
    previewLink,
    confirm: (request) => deps.confirm(request),
    snackbar: (request) => deps.snackbar(request),
    setUnsavedChanges: (dirty, draft) => deps.setDirty(Boolean(dirty), isJsonObject(draft) ? draft : null),
    exit: () => deps.exit(),
    getPreference(key) {
      if (!PREF_KEY.test(key) || !deps.storage) return null;
      try {
        return JSON.parse(deps.storage.getItem(PREF_PREFIX + key) ?? 'null') as JsonValue;
      } catch {
        return null;
      }
    },
    setPreference(key, value) {
      if (!PREF_KEY.test(key) || !deps.storage) return;
      const text = JSON.stringify(value ?? null);
      if (text.length > PREF_MAX_CHARS) return;
      try {
        deps.storage.setItem(PREF_PREFIX + key, text);
      } catch {
        // A full or refused storage only means the editor forgets its layout.
      }
    },
    async listRecommendations() {
      const docs = await api.fetch<JsonObject[]>('/api2/recommendation', { query: { kind: deps.channel === 'email' ? 'email' : undefined }, silent: true });
      return docs.filter((d) => (deps.channel === 'email' ? d.kind === 'email' : d.kind !== 'email')).map(summaryOf);
    },
    open: (target) => deps.open({ place: typeof target?.place === 'string' ? target.place : undefined, id: typeof target?.id === 'string' ? target.id : undefined }),
    async listVersions() {
      return api.fetch<EditorVersion[]>(`${recPath()}/versions`, { silent: true });
    },
    async lifecycle(action, __v) {
      try {
        if (action === 'delete') {
          await api.fetch(recPath(), { method: 'DELETE', query: { __v }, silent: true });
          return { ok: true, status: 'deleted', __v };
        }
        const id = deps.recId()!;
        const doc = await api.fetch<RecDoc>(`/api2/recommendation/${action}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { __v }, silent: true });
        return { ok: true, status: str(doc.status), __v: doc.__v };
      } catch (error) {
        return lifecycleErrorOf(error);
      }
    },
    async openPreview(request) {
      const { url } = await previewLink(request);
      deps.openWindow(url);
    },
    previewSlot: (slot) => deps.preview.slot(slot),
    previewUpdate: (update) => deps.preview.update(update),
    previewScrollTo: () => deps.preview.scrollTo(),
    // The email editor's Clear Cache (spec 7's cache-delete: type e with the recommendation).
    async clearCache(request) {
      const type = request?.type === 'r' ? 'r' : 'e';
      const recId = type === 'e' ? deps.recId() : null;
      if (type === 'e' && (!recId || recId === 'global' || request.recommendationId !== recId)) return { ok: false, message: 'Only the open recommendation can be cleared.' };
      try {
        await api.fetch('/api2/shop/rec/action/clear-product-cache', { method: 'POST', body: recId ? { type, rec_id: recId } : { type }, silent: true });
        return { ok: true };
      } catch (error) {
        return { ok: false, message: (error as Error)?.message || String(error) };
      }
    },
  };
}
