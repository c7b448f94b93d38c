import { Colors } from '@blueprintjs/core';
import type { Theme } from 'sdk';
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

// The band as text on the page: the fill shades above are too light on white (yellow is 1.8:1)
// or too dark on the dark theme, so text takes a shade of the same hue that keeps WCAG AA
// (4.5:1) on every surface the score sits on (bandColours.test.ts holds that line).
const TEXT_COLOURS: Record<Theme, Record<string, string>> = {
  light: {
    green: Colors.GREEN2,
    'light green': Colors.LIME2,
    yellow: Colors.GOLD2,
    orange: Colors.ORANGE2,
    red: Colors.RED2,
    grey: Colors.GRAY1,
  },
  dark: {
    green: Colors.GREEN5,
    'light green': Colors.LIME4,
    yellow: Colors.GOLD4,
    orange: Colors.ORANGE4,
    red: Colors.RED5,
    grey: Colors.GRAY4,
  },
};

// White text is unreadable on the lighter fills (under 4.5:1 on orange and grey too).
const DARK_TEXT = new Set(['light green', 'yellow', 'orange', 'grey']);

export interface BandColours extends ScoreBand {
  /** The band's fill (gauge arc, tags, marks). */
  css: string;
  /** Readable text on that fill. */
  onCss: string;
}

/** The band of a score from the wire (null = unscored), its CSS colour and a readable text colour on it. */
export function bandOf(score: number | null | undefined): BandColours {
  const band = bandFor(typeof score === 'number' ? score : Number.NaN);
  return { ...band, css: COLOURS[band.colour] ?? Colors.GRAY3, onCss: DARK_TEXT.has(band.colour) ? Colors.DARK_GRAY1 : Colors.WHITE };
}

/** The band's colour for text drawn straight on the page in `theme` (the big score, the band's name). */
export function bandTextColour(score: number | null | undefined, theme: Theme): string {
  const band = bandFor(typeof score === 'number' ? score : Number.NaN);
  return TEXT_COLOURS[theme][band.colour] ?? TEXT_COLOURS[theme].grey;
}
