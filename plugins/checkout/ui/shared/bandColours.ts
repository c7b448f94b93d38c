import { Colors } from '@blueprintjs/core';
import { bandFor, type ScoreBand } from '../../score';

// The spec names band colours in words; these are the Blueprint palette's readable shades,
// the same in both themes (they sit on the chart's neutral track).
const COLOURS: Record<string, string> = {
  green: Colors.GREEN3,
  'light green': Colors.LIME3,
  yellow: Colors.GOLD4,
  orange: Colors.ORANGE3,
  red: Colors.RED3,
  grey: Colors.GRAY3,
};

// White text is unreadable on the light bands.
const DARK_TEXT = new Set(['light green', 'yellow']);

/** The band of a score from the wire (null = unscored), its CSS colour and a readable text colour on it. */
export function bandOf(score: number | null | undefined): ScoreBand & { css: string; onCss: string } {
  const band = bandFor(typeof score === 'number' ? score : Number.NaN);
  return { ...band, css: COLOURS[band.colour] ?? Colors.GRAY3, onCss: DARK_TEXT.has(band.colour) ? Colors.DARK_GRAY1 : Colors.WHITE };
}
