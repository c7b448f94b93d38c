/**
 * Report markers (issue 14): on every trend, what changed on the site, so a merchant sees why
 * a line moved. A recommendation going live or stopping, a plan change and a change of the
 * holdout's baseline share are written when they happen; the metrics answer lists the ones of
 * its range.
 */
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Schema } from '../db/schema';

export type MarkerKind = 'published' | 'paused' | 'plan' | 'holdout';

export interface ReportMarker {
  /** UTC ISO instant. */
  at: string;
  kind: MarkerKind;
  recommendationId?: string;
  /** The recommendation's name, the plan's title, or the holdout's change ("10 % → 20 %") when it happened. */
  label: string;
}

/** At most this many per answer (the newest): a chart cannot show more than that anyway. */
export const MAX_MARKERS = 200;

/** Live is the only status that shows on the store: entering it publishes, leaving it stops. */
export function lifecycleMarker(before: string, after: string): MarkerKind | undefined {
  if (before === after) return undefined;
  if (after === 'production') return 'published';
  if (before === 'production') return 'paused';
  return undefined;
}

type Writer = Db | Transaction<Schema>;

export async function recordMarker(db: Writer, siteId: string, marker: { at: Date; kind: MarkerKind; recId?: string; label: string }): Promise<void> {
  await db
    .insertInto('report_markers')
    .values({ site_id: siteId, at: marker.at, kind: marker.kind, rec_id: marker.recId ?? null, label: marker.label.slice(0, 200) })
    .execute();
}

/** The site's markers in [from, to), oldest first. */
export async function listMarkers(db: Db, siteId: string, from: Date, to: Date): Promise<ReportMarker[]> {
  const rows = await db
    .selectFrom('report_markers')
    .select(['at', 'kind', 'rec_id', 'label'])
    .where('site_id', '=', siteId)
    .where('at', '>=', from)
    .where('at', '<', to)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_MARKERS)
    .execute();
  return rows.reverse().map((r) => ({
    at: new Date(r.at).toISOString(),
    kind: r.kind,
    ...(r.rec_id ? { recommendationId: r.rec_id } : {}),
    label: r.label,
  }));
}
