import type { WidgetOpts } from './defaults';
import { FORM_FACTORS, type FormFactor } from './places';

/**
 * Whether a recommendation can show on the storefront as the theme stands ("installed in the
 * theme"). A widget shows only when both hold:
 *  (a) the theme loads the tag: the app embed is enabled in the theme and the tag is not
 *      manually disabled (the installation check's appEmbedEnabled, tagManuallyDisabled).
 *      The app embed is the theme's own switch; the platform's script-tag registration is
 *      not, so it does not count as "in the theme";
 *  (b) every enabled form factor that is not a popup names a location (spec 4's widgetOpts
 *      location, a CSS selector) that matches an element on its place's page in the theme.
 *      A popup needs no location: it shows as soon as the tag runs.
 * Email recommendations never appear in a theme: they have no theme state.
 * 'unknown' when the platform cannot say (the hosted platform's theme is not ours to read, a
 * selector about live state, like :hover, that the served HTML cannot show): the dashboard then claims nothing.
 */
export type ThemeState = 'installed' | 'embed-off' | 'location-missing' | 'unknown' | 'none';

export interface ThemeRecLike {
  kind?: string;
  widgetOpts?: Partial<Record<FormFactor, Partial<WidgetOpts>>> | null;
}

export interface EmbedFacts {
  tagManuallyDisabled: boolean;
  appEmbedEnabled: boolean;
}

/** (a): the theme loads the tag. */
export const embedOn = (facts: EmbedFacts): boolean => !facts.tagManuallyDisabled && facts.appEmbedEnabled;

/** The selectors (b) must find: one per enabled, non-popup form factor, without repeats. */
export function themeSelectors(rec: ThemeRecLike): string[] {
  if (rec.kind === 'email') return [];
  const out = new Set<string>();
  for (const ff of FORM_FACTORS) {
    const opts = rec.widgetOpts?.[ff];
    if (!opts || opts.disabled === true || opts.showInPopup === true) continue;
    out.add(typeof opts.location === 'string' ? opts.location.trim() : '');
  }
  return [...out];
}

/**
 * The rule. `embed`: (a), null when unknown. `found(selector)`: whether the selector matches
 * on the recommendation's page, null when it cannot be told.
 */
export function themeState(rec: ThemeRecLike, embed: boolean | null, found: (selector: string) => boolean | null): ThemeState {
  if (rec.kind === 'email') return 'none';
  if (embed === false) return 'embed-off';
  const results = themeSelectors(rec).map((s) => (s === '' ? false : found(s)));
  if (results.includes(false)) return 'location-missing';
  if (embed === null || results.includes(null)) return 'unknown';
  return 'installed';
}
