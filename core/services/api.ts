import { apiFetch } from '../api/http';
import type { ErrorStore } from '../errors/ErrorStore';
import { ApiError, type ApiService } from '../sdk';
import { withQuery } from './query';

export interface ApiServiceDeps {
  /** The current site's _id, sent as `site` on every call. */
  readonly siteId: () => string | undefined;
  readonly errors: ErrorStore;
}

/** Whether a failed call belongs in the error modal: not a 401 (not logged) and not an abort. */
export function isReportable(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  return !(error instanceof ApiError && error.status === 401);
}

/** The applets' backend calls (SDK ApiService): site param, CSRF, error modal unless silent. */
export function createApiService({ siteId, errors }: ApiServiceDeps): ApiService {
  return {
    fetch: async <T = unknown>(path: string, options: Parameters<ApiService['fetch']>[1] = {}): Promise<T> => {
      const url = withQuery(path, options.query, siteId());
      try {
        return await apiFetch<T>(url, {
          method: options.method ?? 'GET',
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal,
          // Reported below, for 4xx too: applets rely on "non-silent errors were shown".
          silent: true,
        });
      } catch (error) {
        if (!options.silent && isReportable(error)) errors.report(error);
        throw error;
      }
    },
  };
}
