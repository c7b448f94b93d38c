import { Classes, Tag } from '@blueprintjs/core';
import { DateTime } from 'luxon';
import { markerText } from './markers';
import { REPORTS } from './messages';
import type { ReportAnswer } from './reportTypes';
import styles from './Reports.module.scss';

const INTENT = { published: 'success', paused: 'warning', plan: 'primary', holdout: 'none' } as const;

/** The changes drawn on the trend, in words, with their local time (the chart's lines say where). */
export function MarkerList({ answer }: { answer: ReportAnswer }) {
  if (!answer.markers.length) return null;
  return (
    <div className={styles.markers} data-testid="rec-report-markers">
      <span className={Classes.TEXT_MUTED}>{REPORTS.markersLegend}</span>
      {answer.markers.map((m, i) => (
        <Tag key={`${m.at}-${i}`} minimal intent={INTENT[m.kind]} data-testid="rec-report-marker" data-kind={m.kind}>
          {`${DateTime.fromISO(m.at, { zone: 'UTC' }).setZone(answer.timeZone).toFormat('LLL d, HH:mm')} · ${markerText(m)}`}
        </Tag>
      ))}
    </div>
  );
}
