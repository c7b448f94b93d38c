import { createServiceRef } from './serviceRef';

/** The keys that identify an applet document; every other field is the applet's own. */
export interface AppletDocumentKeys {
  readonly _id: string;
  /** The version the client read; a write with a stale one is refused (SettingsConflictError). */
  readonly __v: number;
  readonly site: string;
  readonly applet: string;
}

export type AppletDocument<T extends object = Record<string, unknown>> = T & AppletDocumentKeys;

/** A document not saved yet: no _id. The host fills in site and applet. */
export type NewAppletDocument<T extends object = Record<string, unknown>> = T & {
  readonly _id?: undefined;
  readonly __v?: undefined;
};

/**
 * The applet's own settings document for the current site (console-shell spec 5, 7), one per
 * site and applet. Every write resolves with the stored document (with its new __v) and
 * rejects with SettingsConflictError / SettingsDuplicateError when someone else wrote first.
 */
export interface SettingsService {
  /** null when the applet has no document for this site yet. */
  load<T extends object = Record<string, unknown>>(): Promise<AppletDocument<T> | null>;
  /** Creates (POST) a document without _id, else replaces the whole document (PUT). */
  save<T extends object>(doc: AppletDocument<T> | NewAppletDocument<T>): Promise<AppletDocument<T>>;
  /**
   * Sends only what changed from `before` (the document as loaded) to `after`
   * (buildSettingsPatch). Nothing changed: resolves with `before` without a request.
   */
  patch<T extends object>(before: AppletDocument<T>, after: T): Promise<AppletDocument<T>>;
}

export const settingsRef = createServiceRef<SettingsService>('vitrine.settings');
