import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
} from '@shop/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E> | FastifyReply>;

interface RouteOptions {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
}

/**
 * Registers the route of a contract endpoint: method, path and schemas come from the one
 * declaration, so validation, serialisation and the OpenAPI document follow it.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  declaration: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  const { method, path, operationId, summary, description, tags, access } = declaration;
  app.route({
    method,
    url: path,
    ...options,
    config: { access, feature: declaration.feature },
    // Absent parts stay absent: Fastify warns about a schema key whose value is undefined.
    schema: withoutUndefined({
      operationId,
      summary,
      description,
      tags: [...tags],
      hide: declaration.hidden,
      consumes: declaration.consumes ? [...declaration.consumes] : undefined,
      security: securityOf(access),
      params: declaration.params,
      querystring: declaration.query,
      body: declaration.body,
      response: declaration.responses,
    }),
    handler: handler as never,
  });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function securityOf(access: Endpoint['access']) {
  if (access === 'shopless') return [];
  if (access === 'customer') return [{ shopId: [], session: [] }];
  return [{ shopId: [] }];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (from its contract declaration). */
    access?: Endpoint['access'];
    /** The brand switch the route exists under. */
    feature?: Endpoint['feature'];
  }
}
