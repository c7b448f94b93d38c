// Strings of spec section 6, kept in one place so code and tests share them.
export const UNKNOWN_HOST_MESSAGE = 'Unable to determine API endpoint';

/** An override the page cannot follow (spec 6: an invalid override is ignored): said once, in the console. */
export const UNREACHABLE_OVERRIDE_MESSAGE = (apiBase: string) =>
  `Ignoring the API override cookie: this console's Content-Security-Policy (connect-src) lets it call only its own origin, so ${apiBase} would be blocked. Remove the _hc_api30/_hc_local cookie.`;
