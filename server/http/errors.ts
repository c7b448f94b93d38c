import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';

/**
 * One place that turns every failure into a JSON body with a message (and a code where
 * the spec has one). Client mistakes are 4xx; a 500 is logged and says nothing internal.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: Record<string, unknown> = { ...error.extra, message: error.message };
      if (error.code !== undefined) body.code = error.code;
      return reply.code(error.statusCode).send(body);
    }
    if ((error as FastifyError).validation) {
      return reply.code(400).send({ message: `Invalid request: ${error.message}` });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, code: (error as FastifyError).code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
