// Score bands and rank wording (spec §9 "Score bands").

export interface ScoreBand {
  /** Inclusive lower bound; the band runs up to the next band's bound. NaN for unscored. */
  lowerBound: number;
  label: string;
  colour: string;
}

/** Ordered from the highest bound down so the first match wins. */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { lowerBound: 80, label: 'Excellent', colour: 'green' },
  { lowerBound: 60, label: 'Good', colour: 'light green' },
  { lowerBound: 40, label: 'Fair', colour: 'yellow' },
  { lowerBound: 20, label: 'Poor', colour: 'orange' },
  { lowerBound: 0, label: 'Very Poor', colour: 'red' },
];

export const UNSCORED_BAND: ScoreBand = { lowerBound: Number.NaN, label: 'Unscored', colour: 'grey' };

/** The band whose lower bound is the highest one ≤ score; below 0 counts as Very Poor, NaN as unscored. */
export function bandFor(score: number): ScoreBand {
  if (Number.isNaN(score)) return UNSCORED_BAND;
  return SCORE_BANDS.find((band) => score >= band.lowerBound) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}

/** 'Better than N% of merchants'; empty when there is no rank to tell. */
export function rankText(rank100: number): string {
  return Number.isFinite(rank100) ? `Better than ${rank100}% of merchants` : '';
}
