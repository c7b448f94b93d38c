/**
 * The editor's remembered UI state (spec 2: navigator open/closed and pinned, each section's
 * open state, the device frame). The frame has no storage of its own (sandboxed, origin
 * 'null'), so it is kept by the console through the host's get/setPreference.
 */
import type { EditorHost, FormFactor, JsonObject, JsonValue } from '../../../sdk/sandbox';

export interface UiPrefs {
  navOpen: boolean;
  navPinned: boolean;
  framed: boolean;
  formFactor: FormFactor;
  /** Section id -> open. */
  sections: Record<string, boolean>;
}

export const DEFAULT_UI_PREFS: UiPrefs = { navOpen: true, navPinned: true, framed: false, formFactor: 'desktop', sections: {} };

export const uiPrefsKey = (channel: string) => `editor.ui.${channel}`;

/** A stored value of any shape (another version, a hand edit) becomes valid prefs. */
export function readUiPrefs(value: JsonValue | null): UiPrefs {
  const v = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as JsonObject;
  const bool = (key: keyof UiPrefs) => (typeof v[key] === 'boolean' ? (v[key] as boolean) : (DEFAULT_UI_PREFS[key] as boolean));
  const sections = v.sections && typeof v.sections === 'object' && !Array.isArray(v.sections) ? (v.sections as JsonObject) : {};
  return {
    navOpen: bool('navOpen'),
    navPinned: bool('navPinned'),
    framed: bool('framed'),
    formFactor: v.formFactor === 'mobile' ? 'mobile' : 'desktop',
    sections: Object.fromEntries(Object.entries(sections).filter(([, open]) => typeof open === 'boolean')) as Record<string, boolean>,
  };
}

export async function loadUiPrefs(host: EditorHost, channel: string): Promise<UiPrefs> {
  try {
    return readUiPrefs(await host.getPreference(uiPrefsKey(channel)));
  } catch {
    return { ...DEFAULT_UI_PREFS };
  }
}

export function saveUiPrefs(host: EditorHost, channel: string, prefs: UiPrefs): void {
  void host.setPreference(uiPrefsKey(channel), prefs as unknown as JsonObject).catch(() => undefined);
}
