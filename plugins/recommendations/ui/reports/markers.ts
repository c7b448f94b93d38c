// Where the report markers (what changed: a recommendation live or stopped, a plan change) sit
// on a trend: the bucket of the site's zone that holds each one.
import { DateTime } from 'luxon';
import { REPORTS } from './messages';
import type { ReportMarker } from './reportTypes';

export interface PlacedMarker {
  /** Index of the timeline point (the chart's category). */
  index: number;
  /** One line per change in that bucket. */
  lines: string[];
  kinds: ReportMarker['kind'][];
}

export const markerText = (m: ReportMarker) => REPORTS.markers[m.kind](m.label);

/** The markers grouped by the timeline bucket ('YYYY-MM-DD HH:mm' local) they fall in. */
export function placeMarkers(markers: readonly ReportMarker[], timeline: readonly { at: string }[], bucket: 'hour' | 'day', timeZone: string): PlacedMarker[] {
  const index = new Map(timeline.map((p, i) => [p.at, i]));
  const placed = new Map<number, PlacedMarker>();
  for (const m of markers) {
    const local = DateTime.fromISO(m.at, { zone: 'UTC' }).setZone(timeZone).startOf(bucket);
    const i = index.get(local.toFormat('yyyy-MM-dd HH:mm'));
    if (i === undefined) continue;
    const at = placed.get(i) ?? { index: i, lines: [], kinds: [] };
    at.lines.push(markerText(m));
    at.kinds.push(m.kind);
    placed.set(i, at);
  }
  return [...placed.values()].sort((a, b) => a.index - b.index);
}
