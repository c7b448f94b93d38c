import { flow, getEnv, getSnapshot, types, type Instance } from 'mobx-state-tree';
import { withDirtyTracking, type AppletDocument, type SettingsService } from 'sdk';
import { MESSAGES } from '../messages';

/** What the applet stores in its settings document for a site. */
export interface SettingsContent {
  greeting: string;
  enabled: boolean;
}

export const DEFAULT_SETTINGS: SettingsContent = { greeting: MESSAGES.defaultGreeting, enabled: true };

/** The services the model uses, given through MST env (never a global). */
export interface SettingsEnv {
  settings: SettingsService;
}

/**
 * The settings form's state: the fields, a dirty flag and the changed-field diff
 * (withDirtyTracking), and a save that sends only what changed.
 */
export const SettingsModel = withDirtyTracking(
  types.model('Settings', {
    greeting: types.string,
    enabled: types.boolean,
  }),
)
  .volatile(() => ({ document: null as AppletDocument<SettingsContent> | null, saving: false, ready: false }))
  .actions((self) => ({
    setGreeting(greeting: string) {
      self.greeting = greeting;
    },
    setEnabled(enabled: boolean) {
      self.enabled = enabled;
    },
    /** Loaded: the stored document becomes the saved state (the form takes input from now on). */
    loaded(document: AppletDocument<SettingsContent> | null) {
      self.document = document;
      self.ready = true;
      self.greeting = document?.greeting ?? DEFAULT_SETTINGS.greeting;
      self.enabled = document?.enabled ?? DEFAULT_SETTINGS.enabled;
      self.markSaved();
    },
  }))
  .actions((self) => ({
    load: flow(function* load() {
      const { settings } = getEnv<SettingsEnv>(self);
      self.loaded((yield settings.load<SettingsContent>()) as AppletDocument<SettingsContent> | null);
    }),
    /** Creates the document the first time, then patches only the changed fields. */
    save: flow(function* save() {
      const { settings } = getEnv<SettingsEnv>(self);
      const content = getSnapshot(self) as SettingsContent;
      self.saving = true;
      try {
        const stored = (yield self.document ? settings.patch(self.document, content) : settings.save(content)) as AppletDocument<SettingsContent>;
        self.loaded(stored);
      } finally {
        self.saving = false;
      }
    }),
  }));

export type Settings = Instance<typeof SettingsModel>;

export function createSettings(env: SettingsEnv): Settings {
  return SettingsModel.create(DEFAULT_SETTINGS, env);
}
