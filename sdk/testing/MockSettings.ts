import { buildSettingsPatch, type SettingsPatch } from '../patch/buildSettingsPatch';
import { ApiError } from '../services/api';
import type { AppletDocument, NewAppletDocument, SettingsService } from '../services/settings';
import { SettingsConflictError, SettingsDuplicateError } from '../services/settingsErrors';
import { TEST_APPLET, TEST_SITE } from './fixtures';
import { mergePatch } from './mergePatch';

/** The server's words for an update without `__v` (server/lib/version.ts). */
const MISSING_VERSION = 'missing required field __v: send the version you read (or an If-Match header), so a newer change is not overwritten';

export type RecordedSettingsCall =
  | { readonly method: 'load' }
  | { readonly method: 'save'; readonly doc: Record<string, unknown> }
  | { readonly method: 'patch'; readonly body: SettingsPatch };

type Doc = AppletDocument<Record<string, unknown>>;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The applet document in memory, with the server's rules: create without _id, one document
 * per site and applet (SettingsDuplicateError), a stale __v is a SettingsConflictError,
 * patches merge (null removes) and bump __v. `document` is what the "server" holds now.
 */
export class MockSettings implements SettingsService {
  readonly calls: RecordedSettingsCall[] = [];
  document: Doc | null = null;
  #nextId = 1;
  #failure: Error | undefined;

  constructor(
    content: Record<string, unknown> | null = null,
    readonly site = TEST_SITE._id,
    readonly applet = TEST_APPLET,
  ) {
    if (content) this.document = { ...copy(content), _id: this.#newId(), __v: 0, site, applet };
  }

  /** The next save or patch rejects with `error` (e.g. a SettingsConflictError) and stores nothing. */
  failNext(error: Error): void {
    this.#failure = error;
  }

  load = async <T extends object>(): Promise<AppletDocument<T> | null> => {
    this.calls.push({ method: 'load' });
    return this.document && (copy(this.document) as AppletDocument<T>);
  };

  save = async <T extends object>(doc: AppletDocument<T> | NewAppletDocument<T>): Promise<AppletDocument<T>> => {
    const sent = copy(doc) as Record<string, unknown>;
    this.calls.push({ method: 'save', doc: sent });
    this.#throwPlannedFailure();
    if (sent._id === undefined) {
      if (this.document) throw new SettingsDuplicateError('A duplicate exists', 409, 11000);
      return this.#store({ ...sent, _id: this.#newId(), __v: 0 });
    }
    // Every update names the version it edits, as on the server (428 without it).
    this.#checkVersion(sent._id, sent.__v);
    return this.#store({ ...sent, __v: this.document!.__v + 1 });
  };

  patch = async <T extends object>(before: AppletDocument<T>, after: T): Promise<AppletDocument<T>> => {
    const body = buildSettingsPatch(before, after);
    // Like the host: the server refuses empty patches, so nothing is sent.
    if (Object.keys(body.patch).length === 0) return before;
    this.calls.push({ method: 'patch', body: copy(body) });
    this.#throwPlannedFailure();
    this.#checkVersion(body._id, body.__v);
    return this.#store({ ...mergePatch(this.document!, copy(body.patch)), __v: this.document!.__v + 1 });
  };

  #newId(): string {
    return String(this.#nextId++).padStart(24, '0');
  }

  #throwPlannedFailure(): void {
    const failure = this.#failure;
    this.#failure = undefined;
    if (failure) throw failure;
  }

  #checkVersion(id: unknown, version: unknown): void {
    if (typeof version !== 'number') throw new ApiError(MISSING_VERSION, 428);
    if (!this.document || this.document._id !== id) throw new ApiError('Applet document not found', 404);
    if (version !== this.document.__v) {
      throw new SettingsConflictError('This record was changed by someone else.', 409, 'STALE_VERSION');
    }
  }

  #store<T extends object>(doc: Record<string, unknown>): AppletDocument<T> {
    this.document = { ...doc, site: this.site, applet: this.applet } as Doc;
    return copy(this.document) as AppletDocument<T>;
  }
}
