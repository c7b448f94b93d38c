/**
 * Labels and messages of the shared field controls. The spec fixes the ranges (spec 2) and
 * the number rule (spec 5) but not these words: ours, in one place for code and tests.
 */
export const FIELD_MESSAGES = {
  outOfRange: (min: number, max: number) => `Enter a number from ${min} to ${max}`,
  notANumber: 'Enter a number',
  optional: '(optional)',
  nameHelper: 'How the recommendation is listed in the console. Empty: its title, else its template’s name.',
  /** A text field's counter and its limit (the API's, plugins/recommendations/model/fields.ts). */
  count: (length: number, max: number) => `${length}/${max}`,
  tooLong: (max: number) => `At most ${max.toLocaleString('en-US')} characters`,
  defaultOption: 'Default',
  none: 'None',
  colorPicker: 'Pick a colour',
  listHelper: 'Separate with commas or new lines',
  expand: (title: string) => `Show ${title}`,
  collapse: (title: string) => `Hide ${title}`,
} as const;

/** What each editable style property is called in the properties pane. */
export const STYLE_LABELS: Record<string, string> = {
  'font-family': 'Font',
  'font-size': 'Font Size',
  'font-weight': 'Font Weight',
  'letter-spacing': 'Letter Spacing',
  'line-height': 'Line Height',
  'line-clamp': 'Line Clamp',
  color: 'Text Color',
  'text-align': 'Text Align',
  'text-transform': 'Text Transform',
  'background-color': 'Background',
  'border-width': 'Border Width',
  'border-style': 'Border Style',
  'border-color': 'Border Color',
  'border-radius': 'Border Radius',
  margin: 'Margin',
  padding: 'Padding',
  opacity: 'Opacity',
};
