import { apiFetch } from '../api/http';
import type { ErrorStore } from '../errors/ErrorStore';
import {
  ApiError,
  buildSettingsPatch,
  toSettingsError,
  type AppletDocument,
  type NewAppletDocument,
  type SettingsService,
} from '../sdk';
import { isReportable } from './api';
import { withQuery } from './query';

export const APPLET_DOCUMENT_PATH = '/api2/applet';

export interface SettingsServiceDeps {
  readonly applet: string;
  /** The current site's _id: the document is the one of the site shown now. */
  readonly siteId: () => string;
  readonly errors: ErrorStore;
}

/**
 * The applet's settings document for the current site (spec 7: GET/POST/PUT/PATCH
 * /api2/applet). Conflicts come back as SettingsConflictError / SettingsDuplicateError for
 * the applet to handle; other failures also open the error modal.
 */
export function createSettingsService({ applet, siteId, errors }: SettingsServiceDeps): SettingsService {
  const call = async <T>(method: string, body?: object, expectMissing = false): Promise<T | null> => {
    const site = siteId();
    try {
      return await apiFetch<T>(withQuery(APPLET_DOCUMENT_PATH, { site, applet }), {
        method,
        body: body === undefined ? undefined : JSON.stringify({ ...body, site, applet }),
        silent: true,
      });
    } catch (error) {
      if (expectMissing && error instanceof ApiError && error.status === 404) return null;
      const typed = toSettingsError(error);
      const handledByApplet = error instanceof ApiError && error.status === 409;
      if (!handledByApplet && isReportable(error)) errors.report(error);
      throw typed;
    }
  };

  return {
    load: <T extends object>() => call<AppletDocument<T>>('GET', undefined, true),
    save: async <T extends object>(doc: AppletDocument<T> | NewAppletDocument<T>) => {
      const method = doc._id === undefined ? 'POST' : 'PUT';
      return (await call<AppletDocument<T>>(method, doc))!;
    },
    patch: async <T extends object>(before: AppletDocument<T>, after: T) => {
      const body = buildSettingsPatch(before, after);
      if (Object.keys(body.patch).length === 0) return before;
      return (await call<AppletDocument<T>>('PATCH', body))!;
    },
  };
}
