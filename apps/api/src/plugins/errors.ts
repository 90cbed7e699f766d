import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError, codeOfStatus } from '@shop/contract';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * The longest path parameter the router matches. The storefront's product slugs run to 140
 * characters; Fastify's default of 100 would turn the longest of them into errors.
 */
export const maxParamLength = 200;

/** A body that is no JSON at all is the catalogue's PARSE_ERROR, not a schema mismatch. */
const parseErrorCodes = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/**
 * Server options for the failures Fastify answers before any route or hook runs (a path that
 * is too long or badly encoded, a request that is not HTTP): without them those leave in
 * Fastify's own format instead of the envelope.
 */
export function errorEnvelopeServerOptions(): Pick<
  FastifyServerOptions,
  'routerOptions' | 'frameworkErrors' | 'clientErrorHandler'
> {
  return {
    routerOptions: { maxParamLength },
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    clientErrorHandler: answerClientError,
  };
}

/**
 * Every failure leaves the API as `{ error: { code, message, details? } }` with the spec's
 * status codes, so the BFF can map it without guessing.
 */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler(sendError);

  const routes = routeTable(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = routes.methodsOf(path);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(
          envelope(
            'METHOD_NOT_SUPPORTED',
            `Route ${request.method} ${path} is not supported; use ${allowed.join(', ')}`,
          ),
        );
    }
    return reply
      .status(404)
      .send(envelope('NOT_FOUND', `Route ${request.method} ${request.url} does not exist`));
  });
}

function sendError(
  error: FastifyError | ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
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
  if (parseErrorCodes.has(error.code)) {
    return reply.status(400).send(envelope('PARSE_ERROR', error.message));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // 414 has no code of its own in the catalogue: the limit tells the caller what to change.
    return reply
      .status(414)
      .send(
        envelope(
          codeOfStatus(414),
          `A path parameter is longer than ${maxParamLength} characters`,
          { maxParamLength },
        ),
      );
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  const message = status >= 500 ? 'Internal server error' : error.message;
  return reply.status(status).send(envelope(codeOfStatus(status), message));
}

/**
 * The registered paths and their methods, so a known path asked with another method is a 405
 * naming the right ones rather than a 404. Patterns follow the router's syntax: `:name` is one
 * segment, `*` the rest of the path.
 */
function routeTable(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: patternOf(route.url ?? route.path), methods });
  });
  return {
    methodsOf(path: string): string[] {
      const methods = routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods);
      return [...new Set(methods)].sort();
    },
  };
}

function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+(?:\([^)]*\))?|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const clientErrorStatus: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/** Requests that never became HTTP (broken syntax, huge headers, too slow) get the envelope too. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = clientErrorStatus[error.code ?? ''] ?? 400;
  const reason = STATUS_CODES[status] ?? 'Bad Request';
  const body = JSON.stringify(envelope(codeOfStatus(status), reason));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function envelope(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
