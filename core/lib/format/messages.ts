// Display strings of the format helpers. The spec (section 9) gives the unit letters and the
// band size; the placeholder for a missing or non-numeric value is our choice.

/** Shown instead of NaN, Infinity, null or undefined, so a table never reads "NaN%". */
export const NO_VALUE = '---';
export const THOUSAND_SUFFIX = 'K';
export const MILLION_SUFFIX = 'M';
export const BILLION_SUFFIX = 'B';
