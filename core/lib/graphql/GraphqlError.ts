import { UNKNOWN_ERROR_MESSAGE } from './messages';

/** One entry of a GraphQL answer's `errors`, as far as the console relies on it. */
export interface GraphqlServerError {
  readonly message?: string;
  readonly extensions?: { readonly code?: string | number; readonly [key: string]: unknown };
  readonly [key: string]: unknown;
}

/** 'code: message' when the server gave an extensions code, else the message. */
export function formatGraphqlError(error: { message?: string; code?: string | number; extensions?: { code?: unknown } }): string {
  const message = error.message || UNKNOWN_ERROR_MESSAGE;
  const code = error.code ?? error.extensions?.code;
  return code === undefined || code === null || code === '' ? message : `${String(code)}: ${message}`;
}

/**
 * A GraphQL answer that carried errors. `message` and `code` are the first error's, as the
 * server wrote them; `errors` keeps them all. toString() gives the 'code: message' form the
 * error modal shows for an error's text form.
 */
export class GraphqlError extends Error {
  override readonly name = 'GraphqlError';
  readonly code: string | undefined;

  constructor(
    message: string,
    code?: string | number,
    readonly errors: readonly GraphqlServerError[] = [],
  ) {
    super(message || UNKNOWN_ERROR_MESSAGE);
    this.code = code === undefined || code === null || code === '' ? undefined : String(code);
  }

  static fromServerErrors(errors: readonly GraphqlServerError[]): GraphqlError {
    const first = errors[0] ?? {};
    const message = typeof first.message === 'string' ? first.message : '';
    const code = first.extensions?.code;
    return new GraphqlError(message, typeof code === 'string' || typeof code === 'number' ? code : undefined, errors);
  }

  override toString(): string {
    return formatGraphqlError({ message: this.message, code: this.code });
  }
}
