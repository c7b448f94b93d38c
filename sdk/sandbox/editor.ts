/**
 * The editor protocol: the console page at /applet/{applet}/{online|email}/recommend-edit
 * (host) and the editor UI in its iframe (sandbox/editor, sandboxed without
 * allow-same-origin: origin 'null'). The host exposes capabilities, never a raw fetch: the
 * editor can read and write only the documents it was opened for, search the catalogue, and
 * ask the console for its dialogs. sdk/API.md "Editor protocol" describes it.
 */
import type { RemoteProxy } from 'penpal';
import { linkToFrame, linkToHost, type GuestLink, type Hello, type HostLink } from './channel';

export const EDITOR_PROTOCOL = 'vitrine.editor';
export const EDITOR_PROTOCOL_VERSION = 1;

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
  /** The unsaved-changes guard: the host asks before leaving while this is true. */
  setUnsavedChanges(dirty: boolean): void;
  exit(): void;
  /**
   * Clear Cache (the email editor's code pane; spec 7's cache-delete): type 'e' clears one
   * recommendation's products (with its id), 'r' the site's. The console calls the shop's
   * clear-product-cache action; the answer's message is spec 8's.
   */
  clearCache(request: ClearCacheRequest): ClearCacheResult;
};

/** Implemented by the editor frame, called by the host. */
export type EditorFrameMethods = {
  setTheme(theme: EditorTheme): void;
  /** The host's Save (Ctrl/Cmd+S outside the frame) and its guard's "save and leave". */
  save(): SaveResult;
  hasUnsavedChanges(): boolean;
};

export type EditorHost = RemoteProxy<EditorHostMethods>;
export type EditorFrame = RemoteProxy<EditorFrameMethods>;
type HostSide = Omit<EditorHostMethods, 'hello'>;

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
  methods: EditorFrameMethods;
  connectTimeoutMs?: number;
  callTimeoutMs?: number;
  version?: number;
}): Promise<GuestLink<EditorHostMethods, EditorContext>> {
  return linkToHost<EditorFrameMethods, EditorHostMethods, EditorContext, { build: string }>({
    ...opts,
    info: { build: opts.build },
    protocol: EDITOR_PROTOCOL,
    version: opts.version ?? EDITOR_PROTOCOL_VERSION,
  });
}
