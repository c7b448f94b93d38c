// How much a Global Data Rule (Data Config: items, collections and tags to exclude, tags to
// include) may hold, shared by the form and the server so the field says what the server will
// refuse before it is typed. A rule is a list of ids, handles or tags; a shop's own lists are
// a few dozen values, and the engine reads each one on every recommendation it fills.
import { splitList } from './validate';

export const DATA_RULE_LIMITS = {
  /** Characters of one rule as typed (commas and new lines included). */
  maxChars: 20_000,
  /** Values in one rule. */
  maxValues: 1_000,
  /** Characters of one value: the shop platform's longest id, handle or tag. */
  maxValueLength: 255,
} as const;

/** The rules as the Data Config screen names them: the server's messages use the same words. */
export const DATA_RULE_LABELS = {
  excludeItems: 'Items To Exclude',
  excludeCollections: 'Collections To Exclude',
  excludeTags: 'Tags To Exclude',
  includeTags: 'Tags To Include',
} as const;

const format = (n: number) => n.toLocaleString('en-US');

/** What is wrong with a rule's text, in words that start with the field's name; null when it is fine. */
export function dataRuleProblem(label: string, text: string): string | null {
  if (text.length > DATA_RULE_LIMITS.maxChars) return `${label} can hold at most ${format(DATA_RULE_LIMITS.maxChars)} characters (it has ${format(text.length)}).`;
  const values = splitList(text) ?? [];
  if (values.length > DATA_RULE_LIMITS.maxValues) return `${label} can hold at most ${format(DATA_RULE_LIMITS.maxValues)} values (it has ${format(values.length)}).`;
  const long = values.find((value) => value.length > DATA_RULE_LIMITS.maxValueLength);
  if (long) return `${label}: "${long.slice(0, 40)}…" is longer than ${DATA_RULE_LIMITS.maxValueLength} characters; is a separator (comma or new line) missing?`;
  return null;
}
