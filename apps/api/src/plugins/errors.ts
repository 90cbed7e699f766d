import { ApiError, codeOfStatus } from '@shop/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * Every failure leaves the API as `{ error: { code, message, details? } }` with the spec's
 * status codes, so the BFF can map it without guessing.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send(envelope(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath,
        message: issue.message,
      }));
      return reply
        .status(400)
        .send(envelope('BAD_REQUEST', 'The request does not match the schema', details));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.status(status).send(envelope(codeOfStatus(status), message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(envelope('NOT_FOUND', `Route ${request.method} ${request.url} does not exist`));
  });
}

function envelope(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
