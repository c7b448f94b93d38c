/** Letters NFD does not split into base + mark, folded the way people type them. */
const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

const NON_ASCII = /[^\x00-\x7f]/;
const MARKS = /\p{M}+/gu;
const FOLDABLE = /[ßæœøłđðþı]/g;
/** Apostrophes and dots vanish ('St. Louis'), commas and runs of spaces become one space. */
const PUNCTUATION = /['’`.]+|[\s,]+/g;

/**
 * The comparison key for place names: case- and accent-insensitive, punctuation-blind
 * ('Washington, D.C.' → 'washington dc', 'Düsseldorf' → 'dusseldorf', 'St. Louis' → 'st louis').
 * Hyphens inside a name survive, as in 'aix-en-provence'. Runs for every one of the 135k
 * cities when the index is built, so ASCII names skip the Unicode work.
 */
export function placeKey(text: string): string {
  let key = text.toLowerCase();
  if (NON_ASCII.test(key)) key = key.normalize('NFD').replace(MARKS, '').replace(FOLDABLE, (ch) => FOLD[ch]);
  return key.replace(PUNCTUATION, (run) => (/^['’`.]/.test(run) ? '' : ' ')).trim();
}
