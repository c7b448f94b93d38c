import { useMemo } from 'react';
import { HOLDOUT_PATH, type HoldoutSetting } from '../../../model/holdout';
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

const asDoc = (setting: HoldoutSetting): Doc => ({ ...setting, _id: setting.site, applet: 'rec' });

/**
 * The site's holdout setting (issue 26 §2) as a settings document: its own route, a whole
 * write of the share with the __v read (the server keeps the salt), 409 as the SDK's typed
 * conflict, so the page shows the same save states as the other settings.
 */
export function useHoldoutBackend(): DocBackend {
  const api = useApi();
  const site = useSite();
  return useMemo(
    () => ({
      key: `holdout:${site._id}`,
      load: async () => asDoc(await api.fetch<HoldoutSetting>(HOLDOUT_PATH)),
      async patch(before, after) {
        if (after.sharePct === before.sharePct) return before;
        try {
          return asDoc(await api.fetch<HoldoutSetting>(HOLDOUT_PATH, { method: 'PUT', body: { sharePct: after.sharePct, __v: before.__v }, silent: true }));
        } catch (err) {
          throw toSettingsError(err);
        }
      },
    }),
    [api, site._id],
  );
}
