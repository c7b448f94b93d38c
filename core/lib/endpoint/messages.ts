// Strings of spec section 6, kept in one place so code and tests share them.
export const UNKNOWN_HOST_MESSAGE = 'Unable to determine API endpoint';
