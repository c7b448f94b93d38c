import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';
import { bodyField, findHostileInput } from '../lib/hostile-input';

/**
 * Refuses, before any route runs, a request whose query string, path parameters or parsed
 * body holds NUL characters, lone surrogates, "__proto__" keys or nesting deeper than
 * MAX_JSON_DEPTH: a 400 naming the field, so no route has to remember these rules and none
 * of them can reach PostgreSQL (which answers them with a 500-worthy error) or a recursive
 * walk. Prototype keys in JSON bodies are already refused by fastify's parser
 * (onProtoPoisoning and onConstructorPoisoning are 'error' by default).
 */
export function installInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem =
      findHostileInput(request.params, (path) => `path parameter ${path}`) ??
      findHostileInput(request.query, (path) => (path ? `query parameter ${path}` : 'the query string')) ??
      findHostileInput(request.body, bodyField);
    if (problem) throw badRequest(problem);
  });
}
