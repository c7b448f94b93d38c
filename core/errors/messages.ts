// The shared error modal (spec 2, 8), in the spec's words.
export const ERROR_MESSAGES = {
  title: 'Unable to continue',
  temporary: 'This may be temporary problem such as a network issue. Please try again later.',
  supportContact: 'Contact support:',
  close: 'Close',
  /** Shown when an error has neither a message nor a useful text form. */
  unknown: 'Unknown error',
} as const;
