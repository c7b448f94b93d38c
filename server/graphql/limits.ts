import { GraphqlRequestError, type RequestErrorItem } from './request';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A request over the cost limit is refused before anything runs (400, code COST_LIMIT). */
export function costLimitError(cost: number, limit: number): GraphqlRequestError {
  return new GraphqlRequestError(400, [
    {
      message:
        `This request would cost ${cost} query units; one request may cost at most ${limit} (ANALYTICS_MAX_REQUEST_COST). ` +
        'Ask for fewer reports at a time, fewer sites, a shorter period, fewer Analyze By dimensions, or fewer groups and fields.',
      extensions: { code: 'COST_LIMIT' },
    },
  ]);
}

/** An answer over the size cap is not sent (413, code RESPONSE_TOO_LARGE). */
export function responseTooLarge(bytes: number, limit: number): RequestErrorItem {
  return {
    message: `The answer holds ${mb(bytes)}, more than the ${mb(limit)} one request may return (GRAPHQL_MAX_RESPONSE_BYTES). Ask for fewer groups or a shorter period.`,
    extensions: { code: 'RESPONSE_TOO_LARGE' },
  };
}
