// The shared Confirm dialog (spec 2: Continue, Cancel).
export const CONFIRM_MESSAGES = {
  title: 'Please confirm',
  continue: 'Continue',
  cancel: 'Cancel',
  typeName: (name: string) => `Type ${name} to confirm`,
} as const;
