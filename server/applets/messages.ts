/** Document-save messages from console-shell spec section 5. */
export const APPLET_DOC_MESSAGES = {
  missingField: (name: string) => `missing required field ${name}`,
  createWithId: 'A new document must not have an _id',
  emptyPatch: 'The patch is empty',
  patchForbidden: (name: string) => `The patch must not contain ${name}`,
  notFound: 'Applet document not found',
  badApplet: 'applet must be a short lower-case name (letters, digits, dashes)',
} as const;
