import type { z } from 'zod';
import type { ApiTag } from './endpoints/tags';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an endpoint: any caller of a shop, a logged-in customer, or other servers. */
export type EndpointAccess = 'shop' | 'customer' | 'shopless';

/**
 * One REST endpoint, declared once. The API registers its route from it (validation,
 * serialisation, OpenAPI), and the BFF's REST client calls it by it, so a path and its schemas
 * are never paired by hand in two places.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify path syntax: `/Products/:id`. */
  path: string;
  /** Unique, camelCase: the name API clients generate their methods from. */
  operationId: string;
  summary: string;
  description: string;
  tags: readonly [ApiTag, ...ApiTag[]];
  access: EndpointAccess;
  /** The brand switch the endpoint exists under; off, it answers 404 FEATURE_DISABLED. */
  feature?: 'account' | 'products' | 'reviews';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answers by status; the first 2xx (or redirect) is what a successful call returns. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** Request body media types other than JSON (multipart uploads, provider forms). */
  consumes?: readonly string[];
  /** Kept out of the OpenAPI document (development pages). */
  hidden?: boolean;
}

/** Declares an endpoint, keeping its literal types for both sides. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointParams<E extends Endpoint> = Output<E['params']>;
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;

type SuccessStatus<R> = Extract<keyof R, 200 | 201 | 202 | 204 | 302 | 303>;

/** What a successful call answers (the 2xx schema's output). */
export type EndpointResult<E extends Endpoint> = Output<
  E['responses'][SuccessStatus<E['responses']>]
>;

/** What a caller sends: path parameters, query and body as their schemas take them. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined });

/** The success schema of an endpoint: its first 2xx (or redirect) answer. */
export function successSchema(declaration: Endpoint): { status: number; schema: z.ZodType } {
  const entry = Object.entries(declaration.responses).find(([status]) => /^[23]\d\d$/.test(status));
  if (!entry) throw new Error(`${declaration.operationId} declares no successful answer`);
  return { status: Number(entry[0]), schema: entry[1] };
}

/** The path with its `:name` parameters filled in, each encoded as one segment. */
export function endpointPath(declaration: Endpoint, params: Record<string, unknown> = {}): string {
  return declaration.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new Error(`${declaration.operationId} needs the path parameter ${name}`);
    }
    // A URL resolves `.` and `..` (also written %2E) instead of sending them as a segment.
    if (/^(\.|%2e){1,2}$/i.test(String(value))) {
      throw new RangeError(`${declaration.operationId}: ${name} cannot be a dot segment`);
    }
    return encodeURIComponent(String(value));
  });
}
