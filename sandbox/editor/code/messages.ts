/** The code panes' own words (the spec names none of these; a code editor's usual ones). */
export const CODE_EDITOR_MESSAGES = {
  loading: 'Loading the code editor…',
  loadFailed: 'The code editor could not load. Reload the editor to try again.',
  readOnly: 'Read only',
  generatedCssLabel: 'Generated CSS',
  generatedCssEmpty: 'Nothing generated yet: the style settings of this recommendation make this CSS.',
} as const;
