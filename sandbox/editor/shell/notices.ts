/** Spec 2's notices for the recommendation being edited, first the blocking ones. */
import type { FormFactor, RenderResult } from '../../../sdk/sandbox';
import { basePlace } from '../../../plugins/recommendations/model/places';
import { SHELL_MESSAGES as M } from './messages';

export interface Notice {
  text: string;
  intent: 'warning' | 'danger' | 'primary' | 'none';
}

export interface NoticeFacts {
  place: string;
  recPlace: string;
  channel: 'online' | 'email';
  pageMatcher?: { handle?: unknown; path?: unknown } | null;
  disabled: boolean;
  outcome: RenderResult | null;
  ff: FormFactor;
}

export function noticesFor(f: NoticeFacts): Notice[] {
  const notices: Notice[] = [];
  if (f.channel === 'online' && f.place && f.recPlace !== 'SITEWIDE' && f.place !== f.recPlace) notices.push({ text: M.notOnThisPage, intent: 'warning' });
  if (basePlace(f.recPlace) === 'CUSTOM' && !f.pageMatcher?.handle && !f.pageMatcher?.path) notices.push({ text: M.customPageNeeded, intent: 'primary' });
  if (f.disabled || f.outcome?.outcome === 'disabled') notices.push({ text: M.disabled, intent: 'none' });
  else if (f.outcome?.outcome === 'location-not-found') notices.push({ text: M.locationNotFound, intent: 'warning' });
  return notices;
}
