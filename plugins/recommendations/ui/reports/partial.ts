// The bucket still in progress on a trend (issue 32 item 10): today so far is low because the
// day is not over, not because traffic dropped. Its line segment is dotted, its column pale, and
// the axis says 'partial', on the dashboard's chart and the Reports trends alike.
import type { SeriesZonesOptionsObject, XAxisPlotBandsOptions } from 'highcharts';
import { REPORTS } from './messages';

export interface PartialMarks {
  /** The category index of the partial bucket. */
  index: number;
  /** Line series: solid up to the last finished bucket, dotted into the partial one. */
  zones: SeriesZonesOptionsObject[];
  plotBands: XAxisPlotBandsOptions[];
}

/** Null when every bucket shown has ended (partialAt absent, or not the last bucket). */
export function partialMarks(timeline: readonly { at: string }[], partialAt: string | null | undefined, textColor: string): PartialMarks | null {
  const index = timeline.length - 1;
  if (!partialAt || index < 0 || timeline[index].at !== partialAt) return null;
  return {
    index,
    zones: [{ value: index - 1 }, { dashStyle: 'ShortDot' }],
    plotBands: [
      {
        from: index - 0.5,
        to: index + 0.5,
        color: 'rgba(143, 153, 168, 0.15)',
        className: 'report-partial',
        // Right-aligned to the band's right edge, so the word runs left over the plot instead of
        // being cut to the width of one narrow bucket (28 days at 1440 px).
        label: { text: REPORTS.partial, verticalAlign: 'top', align: 'right', textAlign: 'right', x: -2, y: 12, style: { color: textColor, fontSize: '11px', textOverflow: 'none', whiteSpace: 'nowrap' } },
      },
    ],
  };
}

/** A tooltip title with the partial bucket marked. */
export const partialTitle = (at: string, partial: boolean) => (partial ? `${at} ${REPORTS.partialSuffix}` : at);
