/**
 * The editor shell's decisions, as pure functions (spec 2 and 4): what the navigator and the
 * placement selector list, which form factor the editor starts on, which sections show, when
 * the first one opens by itself, and which actions the split button offers in each state.
 */
import type { EditorChannel, EditorContext, EditorRecSummary, FormFactor } from '../../../sdk/sandbox';
import { basePlace, PLACE_LABELS, type Place } from '../../../plugins/recommendations/model/places';
import type { SectionDef, SectionProps } from '../sections/types';

/** Spec 9: a new (initial) recommendation opens its first section when under 60 s old. */
export const AUTO_OPEN_WINDOW_MS = 60_000;

/** The page places the online editor offers, in the store's own order (SITEWIDE is a group of its own). */
export const ONLINE_PAGES: readonly Place[] = ['H', 'CAT', 'PDP', 'MCRT', 'CRT', 'CO', 'CNF', 'ACC', 'E404', 'CUSTOM', 'NA'];

export const placeLabel = (place: string): string => {
  const base = basePlace(place);
  if (base === 'CUSTOM' && place.includes('~')) return `${PLACE_LABELS.CUSTOM}: ${place.slice(place.indexOf('~') + 1)}`;
  return base ? PLACE_LABELS[base] : place;
};

const visible = (rec: EditorRecSummary) => rec.status !== 'archived';

/** Left navigator: this page's recommendations first, then the Sitewide group (archived hidden, spec 4). */
export function navigatorGroups(recs: readonly EditorRecSummary[], place: string): { page: EditorRecSummary[]; sitewide: EditorRecSummary[] } {
  const shown = recs.filter(visible);
  return {
    page: place === 'SITEWIDE' ? [] : shown.filter((r) => r.place === place),
    sitewide: shown.filter((r) => r.place === 'SITEWIDE'),
  };
}

export interface PlacementOption {
  place: string;
  label: string;
  live: number;
  notLive: number;
}

/** Badge counts per placement (spec 4: 'N live' is production, 'N not live' the rest, archived left out). */
export function placementOptions(recs: readonly EditorRecSummary[], channel: EditorChannel): { sitewide: PlacementOption | null; pages: PlacementOption[] } {
  const count = (place: string): PlacementOption => {
    const here = recs.filter((r) => r.place === place && visible(r));
    const live = here.filter((r) => r.status === 'production').length;
    return { place, label: placeLabel(place), live, notLive: here.length - live };
  };
  if (channel === 'email') return { sitewide: null, pages: [count('EMAIL')] };
  const custom = [...new Set(recs.filter((r) => basePlace(r.place) === 'CUSTOM' && r.place !== 'CUSTOM').map((r) => r.place))].sort();
  const pages = [...ONLINE_PAGES.filter((p) => p !== 'CUSTOM'), ...custom].map(count);
  return { sitewide: count('SITEWIDE'), pages };
}

/** Spec 4: the editor starts on the other form factor when the recommendation is disabled on this one. */
export function initialFormFactor(disabled: Record<FormFactor, boolean>, preferred: FormFactor = 'desktop'): FormFactor {
  const other: FormFactor = preferred === 'desktop' ? 'mobile' : 'desktop';
  return disabled[preferred] && !disabled[other] ? other : preferred;
}

/** Spec 2: a newly created (status initial) recommendation under 60 seconds old opens its first section. */
export function autoOpensFirstSection(status: string, created: string | undefined, now: number): boolean {
  if (status !== 'initial' || !created) return false;
  const at = Date.parse(created);
  return Number.isFinite(at) && now - at >= 0 && now - at < AUTO_OPEN_WINDOW_MS;
}

/** The sections this user sees for this recommendation: staff-only for staff, dev-mode ones in dev mode, then `when`. */
export function visibleSections(defs: readonly SectionDef[], props: SectionProps, ctx: Pick<EditorContext, 'staff' | 'devMode'>): SectionDef[] {
  return defs.filter((def) => (!def.staffOnly || ctx.staff) && (!def.devModeOnly || ctx.devMode) && (def.when ? def.when(props) : true));
}

export type ShellAction = 'save' | 'discard' | 'activate' | 'deactivate' | 'archive' | 'archive-restore' | 'delete';

/**
 * Spec 4's split action button: new unsaved -> Save (create) and Discard; initial -> Save and
 * Discard (discard deletes without confirmation); staging -> Go live (default), archive, delete;
 * archived -> restore as Draft, delete; every other existing state -> Pause (default), archive, delete.
 */
export function actionsFor(status: string, isNew: boolean): { primary: ShellAction; more: ShellAction[] } {
  if (isNew || status === 'initial') return { primary: 'save', more: ['discard'] };
  if (status === 'staging') return { primary: 'activate', more: ['archive', 'delete'] };
  if (status === 'archived') return { primary: 'archive-restore', more: ['delete'] };
  if (status === 'deactivated') return { primary: 'activate', more: ['archive', 'delete'] };
  return { primary: 'deactivate', more: ['archive', 'delete'] };
}

/** The strong 'absolutely sure' delete: ever published (an error) or custom css/js (a warning), else plain (spec 5). */
export function deleteConfirmation(rec: { everProduction: boolean; css: string; js: string }): 'published' | 'advanced' | 'plain' {
  if (rec.everProduction) return 'published';
  if (rec.css.trim() || rec.js.trim()) return 'advanced';
  return 'plain';
}
