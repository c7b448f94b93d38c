// Strings of the GraphQL client. The spec (section 7) names the QUERY_QUEUED code but gives no
// text for giving up on a queued query or for an error without a message; these are ours.
export const QUERY_QUEUED_CODE = 'QUERY_QUEUED';
export const STILL_QUEUED_MESSAGE = (retries: number) =>
  `The query is still queued after ${retries} retries. Please try again later.`;
/** As the login error of spec section 8 does when nothing better is known. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
export const EMPTY_ANSWER_MESSAGE = 'The server answered without data or errors.';
