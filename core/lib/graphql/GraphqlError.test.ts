import { GraphqlError, formatGraphqlError } from './GraphqlError';

describe('formatGraphqlError', () => {
  it("gives 'code: message' when the server sent an extensions code", () => {
    expect(formatGraphqlError({ message: 'Bad site', extensions: { code: 'FORBIDDEN' } })).toBe('FORBIDDEN: Bad site');
  });

  it('gives the message alone without a code', () => {
    expect(formatGraphqlError({ message: 'Bad site' })).toBe('Bad site');
    expect(formatGraphqlError({ message: 'Bad site', extensions: {} })).toBe('Bad site');
    expect(formatGraphqlError({ message: 'Bad site', extensions: { code: '' } })).toBe('Bad site');
  });

  it('accepts a numeric code and a code given directly', () => {
    expect(formatGraphqlError({ message: 'Dup', extensions: { code: 11000 } })).toBe('11000: Dup');
    expect(formatGraphqlError({ message: 'Dup', code: 'X' })).toBe('X: Dup');
  });

  it("falls back to 'Unknown error' for an empty message", () => {
    expect(formatGraphqlError({})).toBe('Unknown error');
    expect(formatGraphqlError({ extensions: { code: 'E' } })).toBe('E: Unknown error');
  });
});

describe('GraphqlError', () => {
  it('carries the first server error’s code and message, and all errors', () => {
    const errors = [
      { message: 'first', extensions: { code: 'A' } },
      { message: 'second', extensions: { code: 'B' } },
    ];
    const error = GraphqlError.fromServerErrors(errors);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('GraphqlError');
    expect(error.message).toBe('first');
    expect(error.code).toBe('A');
    expect(error.errors).toBe(errors);
    expect(String(error)).toBe('A: first');
  });

  it('has no code when the server gave none', () => {
    const error = GraphqlError.fromServerErrors([{ message: 'plain' }]);
    expect(error.code).toBeUndefined();
    expect(error.toString()).toBe('plain');
  });

  it('copes with malformed server errors', () => {
    const error = GraphqlError.fromServerErrors([{ message: 42 as unknown as string, extensions: { code: {} as never } }]);
    expect(error.message).toBe('Unknown error');
    expect(error.code).toBeUndefined();
    expect(GraphqlError.fromServerErrors([]).message).toBe('Unknown error');
  });
});
