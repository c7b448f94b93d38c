/**
 * The editor protocol: the console page at /applet/{applet}/{online|email}/recommend-edit
 * (host) and the editor UI in its iframe (sandbox/editor, sandboxed without
 * allow-same-origin: origin 'null'). The host exposes capabilities, never a raw fetch: the
 * editor can read and write only the documents it was opened for, search the catalogue, and
 * ask the console for its dialogs. sdk/API.md "Editor protocol" describes it.
 */
import type { RemoteProxy } from 'penpal';
import { linkToFrame, linkToHost, type GuestLink, type Hello, type HostLink } from './channel';
import type { FormFactor } from './delivery';
import type { PreviewPage, PreviewRecommendation, RenderResult } from './preview';

export const EDITOR_PROTOCOL = 'vitrine.editor';
/** 2: preferences, the recommendation list, lifecycle actions and the store preview (slot, updates, outcomes). */
export const EDITOR_PROTOCOL_VERSION = 2;

/** Spec: product and category search is debounced 100 ms, at most 500 ms (editor side). */
export const EDITOR_SEARCH_DEBOUNCE_MS = 100;
export const EDITOR_SEARCH_MAX_WAIT_MS = 500;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export type EditorChannel = 'online' | 'email';
export type EditorTheme = 'light' | 'dark';

export interface EditorContext {
  site: { id: string; name: string; storefrontOrigin: string; currency: string };
  staff: boolean;
  devMode: boolean;
  theme: EditorTheme;
  applet: string;
  channel: EditorChannel;
  /** The page place (`pl`), '' when none. */
  place: string;
  /** The recommendation id, 'global' for the global settings, null for a new one. */
  recommendationId: string | null;
  /** A template's external id to create from (`external`). */
  external: string | null;
  /**
   * What the shop's plan allows, for spec 2's notices (since SDK 1.9.0): `highestPlan` false on
   * a store below the highest plan tier ('Unsupported page' on its pages), null when unknown;
   * `campaignsOff` when the free plan has campaign recipes turned off (the provisioning notice).
   */
  shop?: { highestPlan: boolean | null; campaignsOff: boolean };
  /**
   * The frame's unsaved recommendation from before the session ended on the server (what it
   * passed to setUnsavedChanges), handed back once after signing in: the frame applies it over
   * the loaded document, unsaved, for the merchant to review (since SDK 1.11.0).
   */
  restoredDraft?: JsonObject;
}

/** A document with its version: a save with a stale `__v` is refused with 'conflict'. */
export interface Versioned<T> {
  doc: T;
  __v: number;
}

export const EDITOR_SAVE_ERRORS = ['conflict', 'duplicate', 'invalid', 'forbidden', 'failed'] as const;
export type EditorSaveError = (typeof EDITOR_SAVE_ERRORS)[number];
export type SaveResult = { ok: true; id: string; __v: number } | { ok: false; error: EditorSaveError; message: string };

export interface ProductHit {
  id: string;
  title: string;
  imageUrl: string;
}
export interface CategoryHit {
  id: string;
  title: string;
  handle: string;
}

export interface ConfirmRequest {
  title: string;
  body: string;
  confirmLabel: string;
  /** 'danger' for delete and the strong confirmation. */
  intent?: 'primary' | 'danger';
  /** The strong 'absolutely sure' confirmation: the user types this text. */
  typeToConfirm?: string;
}

export interface SnackbarRequest {
  message: string;
  intent?: 'success' | 'warning' | 'danger' | 'none';
  timeoutMs?: number;
}

/** One recommendation of the site in the editor's placement selector and navigator. */
export interface EditorRecSummary {
  id: string;
  place: string;
  status: string;
  /** The status a badge shows (spec 4: a never-saved Draft is initial, a once-live one Paused). */
  displayStatus: string;
  kind: string;
  external: string;
  /** The one name it goes by everywhere: the merchant's name, else its title, else its template's name (since 1.12.0). */
  title: string;
  qualifiedName: string;
}

/** One save of the recommendation (the server keeps one per save): who, when, what changed, the document it made. */
export interface EditorVersion {
  id: number;
  /** The document's __v after that save. */
  version: number;
  at: string;
  by: string;
  /** The fields the save changed, as paths down to a widget option ('widgetOpts.desktop.title'; since 1.12.0, before it top-level names). */
  changed: string[];
  doc: JsonObject;
}

/** Spec 4's lifecycle actions, as the console's API names them, plus delete. */
export const EDITOR_LIFECYCLE_ACTIONS = ['activate', 'deactivate', 'archive', 'archive-restore', 'delete'] as const;
export type EditorLifecycleAction = (typeof EDITOR_LIFECYCLE_ACTIONS)[number];
export type LifecycleResult =
  | { ok: true; status: string; __v: number }
  | { ok: false; error: EditorSaveError | 'go-live'; title?: string; message: string };

/**
 * Where the store preview goes: the frame's middle slot in the frame's viewport (CSS px).
 * The storefront iframe stays in the host page, laid over this rect (the VS Code webview
 * overlay pattern), so it keeps its exact origin and is never nested in the sandbox.
 */
export interface PreviewSlot {
  x: number;
  y: number;
  width: number;
  height: number;
  formFactor: FormFactor;
  /** Draw the preview inside a device frame (spec 2: "inside or outside a frame"). */
  framed: boolean;
  /** The frame shows something over the slot (a menu, a dialog): hide the preview meanwhile. */
  covered: boolean;
}

/**
 * A preview change, decided by the frame (spec 4): 'css' applies style, css and generated css
 * without a re-render; 'render' renders this recommendation again; 'all' re-renders every
 * recommendation on the page (a change of location, insert, insertBefore or order).
 */
export interface PreviewUpdate {
  recommendation: PreviewRecommendation;
  formFactor: FormFactor;
  mode: 'css' | 'render' | 'all';
  /**
   * The recommendation's Alternate Preview Path (spec 2): a storefront path the preview shows
   * instead of the place's page. The host navigates the preview there when it changes; absent
   * or '' goes back to the place's page. Since SDK 1.9.0.
   */
  path?: string;
}

export interface ClearCacheRequest {
  type: 'e' | 'r';
  recommendationId?: string;
}
export type ClearCacheResult = { ok: true } | { ok: false; message: string };

/** Implemented by the host, called by the editor frame. */
export type EditorHostMethods = {
  hello(hello: Hello<{ build: string }>): Hello<EditorContext>;
  loadRecommendation(): Versioned<JsonObject> | null;
  saveRecommendation(doc: JsonObject, __v: number | null): SaveResult;
  loadSettings(): Versioned<JsonObject>;
  saveSettings(doc: JsonObject, __v: number): SaveResult;
  searchProducts(query: string, limit?: number): ProductHit[];
  searchCategories(query: string, limit?: number): CategoryHit[];
  previewLink(request: { place: string; formFactor?: 'desktop' | 'mobile' }): { url: string };
  confirm(request: ConfirmRequest): boolean;
  snackbar(request: SnackbarRequest): void;
  /**
   * After the global settings are saved (spec 2): clear the storefront tag cache
   * (POST /api2/shop/{applet}/action/clear-tag-cache for the site) and say how it went. A host
   * may leave it out (connectEditorFrame's methods): the frame's call then rejects.
   */
  clearTagCache(): { ok: true; message: string } | { ok: false; message: string };
  /**
   * The unsaved-changes guard: the host asks before leaving while this is true. Since SDK
   * 1.11.0 the frame may pass its unsaved recommendation (a JSON snapshot) as `draft`: the host
   * keeps the latest and, if the session ends on the server, hands it back after signing in
   * as EditorContext.restoredDraft. A host older than that ignores it.
   */
  setUnsavedChanges(dirty: boolean, draft?: JsonObject | null): void;
  exit(): void;
  /** The editor's remembered UI state (navigator, sections): the frame has no storage of its own. */
  getPreference(key: string): JsonValue | null;
  setPreference(key: string, value: JsonValue): void;
  /** The site's recommendations of this channel, for the placement selector and the navigator. */
  listRecommendations(): EditorRecSummary[];
  /** Opens another place, recommendation or the global settings ('global') in the editor. */
  open(target: { place?: string; id?: string | null }): void;
  /** The last 20 saves of the recommendation, newest first; a restore is a new save of one's document. */
  listVersions(): EditorVersion[];
  /** Go live, pause, archive, restore or delete, after the frame's confirmation. */
  lifecycle(action: EditorLifecycleAction, __v: number): LifecycleResult;
  /** The Preview button: the storefront with a preview token in a new tab (at `path`, the Alternate Preview Path, when given; since SDK 1.9.0). */
  openPreview(request: { place: string; formFactor: FormFactor; path?: string }): void;
  /** The middle slot moved or resized (null: no slot, hide the preview). */
  previewSlot(slot: PreviewSlot | null): void;
  previewUpdate(update: PreviewUpdate): void;
  previewScrollTo(): void;
  /**
   * Clear Cache (the email editor's code pane; spec 7's cache-delete): type 'e' clears one
   * recommendation's products (with its id), 'r' the site's. The console calls the shop's
   * clear-product-cache action. Optional for a host (since SDK 1.8.0).
   */
  clearCache(request: ClearCacheRequest): ClearCacheResult;
};

/** Implemented by the editor frame, called by the host. */
export type EditorFrameMethods = {
  setTheme(theme: EditorTheme): void;
  /** The host's Save (Ctrl/Cmd+S outside the frame) and its guard's "save and leave". */
  save(): SaveResult;
  hasUnsavedChanges(): boolean;
  /** The outcome of a preview render ('location-not-found' and 'disabled' show spec 2's notices). */
  previewRendered(result: RenderResult): void;
  /** The shopper-side navigation in the preview: the editor selects that place. */
  previewNavigated(page: PreviewPage): void;
};

/** A side's methods as implemented: each may answer at once or with a promise (penpal awaits it). */
export type EditorImplementation<M> = { [K in keyof M]: M[K] extends (...args: infer A) => infer R ? (...args: A) => R | Promise<R> : never };

export type EditorHost = RemoteProxy<EditorHostMethods>;
export type EditorFrame = RemoteProxy<EditorFrameMethods>;
/**
 * What a host implements: everything but the handshake; clearTagCache (since SDK 1.7.0) and
 * clearCache (since 1.8.0) are optional: the frame's call rejects when a host has none.
 */
type HostSide = EditorImplementation<Omit<EditorHostMethods, 'hello' | 'clearTagCache' | 'clearCache'>> &
  Partial<EditorImplementation<Pick<EditorHostMethods, 'clearTagCache' | 'clearCache'>>>;

/**
 * Host side. The frame is sandboxed without allow-same-origin, so its origin is 'null': the
 * link accepts it by window ('*' bound to exactly this frame's window; penpal 7 cannot target
 * 'null'). Never use this for a frame that could navigate to an arbitrary site.
 */
export function connectEditorFrame(opts: {
  frame: Window;
  context: () => EditorContext;
  methods: HostSide;
  onReady?(info: { build: string }): void;
  onError?(error: Error): void;
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
  version?: number;
}): HostLink<EditorFrameMethods, { build: string }> {
  return linkToFrame<HostSide, EditorFrameMethods, { build: string }>({
    ...opts,
    origin: '*',
    info: opts.context,
    protocol: EDITOR_PROTOCOL,
    version: opts.version ?? EDITOR_PROTOCOL_VERSION,
  });
}

/** Frame side: `origin` is the console's exact origin (the frame is told it at load). */
export function connectEditorHost(opts: {
  host: Window;
  origin: string;
  build: string;
  methods: EditorImplementation<EditorFrameMethods>;
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
  version?: number;
}): Promise<GuestLink<EditorHostMethods, EditorContext>> {
  return linkToHost<EditorImplementation<EditorFrameMethods>, EditorHostMethods, EditorContext, { build: string }>({
    ...opts,
    info: { build: opts.build },
    protocol: EDITOR_PROTOCOL,
    version: opts.version ?? EDITOR_PROTOCOL_VERSION,
  });
}
