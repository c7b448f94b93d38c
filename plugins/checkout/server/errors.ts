import { GraphQLError } from 'graphql';

// This plugin cannot import the server's HttpError (ARCHITECTURE.md boundaries), so its
// resolver errors carry the same codes as GraphQL extensions; server/graphql/routes.ts
// passes a GraphQLError's code through to the client.

export const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
export const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });
