// The editor page's user-facing strings (recommendations spec 2, 4, 8), in one place for code and tests.
// The editor frame's own strings are in sandbox/editor/shell/messages.ts.
export const EDITOR_MESSAGES = {
  frameTitle: 'Recommendation editor',
  frameError: 'The editor could not start',
  loading: 'Loading…',
  notFound: 'RECOMMENDATION NOT FOUND',
  previewError: 'Unable to show preview',
  previewNoAnswer: 'The store page did not connect to the editor. It may still be loading, or the storefront may be unreachable.',
  previewRetry: 'Retry',
  // Spec 8, exactly (its spelling too).
  createError: 'Error creating a new recommendation:',
  noAdditionalInformation: 'No addiitonal information',
} as const;
