import { useMemo } from 'react';
import { buildSettingsPatch, toSettingsError, useApi, useAppletSettings, useSite, type AppletDocument, type NewAppletDocument } from 'sdk';
import type { Doc, DocBackend } from './useSettingsDoc';

const SITE_SETTINGS = '/api2/site-settings';

/**
 * The site settings document (spec 3: card defaults, title wrapper, data rules, stylesheet).
 * The SDK's settings service holds the applet document only; this one follows the same
 * rules through the api service: __v with every write, changed fields only, 409 as the
 * SDK's typed settings errors.
 */
export function useSiteSettingsBackend(): DocBackend {
  const api = useApi();
  const site = useSite();
  return useMemo(
    () => ({
      key: `site-settings:${site._id}`,
      load: () => api.fetch<Doc>(SITE_SETTINGS, { query: { applet: 'rec' } }),
      async patch(before, after) {
        const body = buildSettingsPatch(before, after);
        if (!Object.keys(body.patch).length) return before;
        try {
          return await api.fetch<Doc>(SITE_SETTINGS, { method: 'PATCH', body, silent: true });
        } catch (err) {
          throw toSettingsError(err);
        }
      },
    }),
    [api, site._id],
  );
}

/** The applet document (spec 3: personalize_css, personalize_js, globalConfig), made on first save. */
export function useAppletDocBackend(): DocBackend {
  const settings = useAppletSettings();
  const site = useSite();
  return useMemo(
    () => ({
      key: `applet:${site._id}`,
      // No document yet: an empty one without _id, created by the first save.
      load: async () => (await settings.load()) ?? ({ _id: '', __v: 0, site: site._id, applet: 'rec' } as Doc),
      async patch(before, after) {
        if (before._id) return settings.patch(before as AppletDocument, after);
        const { _id, __v, site: _s, applet: _a, ...content } = after;
        return settings.save(content as NewAppletDocument);
      },
    }),
    [settings, site._id],
  );
}
