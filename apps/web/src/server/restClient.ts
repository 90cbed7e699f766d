import {
  ApiError,
  cartTokenHeader,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
  localeHeader,
  shopIdHeader,
  successSchema,
  unableToTransformMessage,
} from '@shop/contract';
import type { Brand, Locale } from '@shop/site';
import type { z } from 'zod';

export interface RestClientOptions {
  brand: Brand;
  locale: Locale;
  sessionToken?: string;
  /** The guest cart's token (from its httpOnly cookie). */
  cartToken?: string;
  /** The shopper's address, so the API's per-IP limits see shoppers, not this server. */
  clientIp?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface RequestOptions {
  query?: Record<string, unknown>;
  body?: unknown;
}

export function apiBaseUrl(): string {
  return process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
}

/**
 * The BFF's typed client of the REST API: adds the shop id, locale and session token, checks
 * the answer against the contract's schema, and turns every failure into an ApiError.
 */
export function createRestClient(options: RestClientOptions) {
  const {
    brand,
    locale,
    sessionToken,
    cartToken,
    clientIp,
    baseUrl = apiBaseUrl(),
    timeoutMs = 10_000,
  } = options;
  const doFetch = options.fetch ?? fetch;

  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    { query, body }: RequestOptions = {},
  ): Promise<z.output<S>> {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      [shopIdHeader]: brand.code,
      [localeHeader]: locale,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (sessionToken) headers.authorization = `Bearer ${sessionToken}`;
    if (clientIp) headers['x-forwarded-for'] = clientIp;
    if (cartToken) headers[cartTokenHeader] = cartToken;

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      throw timedOut
        ? ApiError.of('GATEWAY_TIMEOUT', 'The shop API did not answer in time', { cause })
        : ApiError.of('SERVICE_UNAVAILABLE', 'The shop API cannot be reached', { cause });
    }

    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      throw ApiError.of('BAD_GATEWAY', unableToTransformMessage);
    }
    if (!response.ok) throw ApiError.fromResponse(response.status, json);
    // No content is an answer of its own: nothing to check against a schema.
    if (response.status === 204) return undefined as z.output<S>;
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw ApiError.of('BAD_GATEWAY', unableToTransformMessage, { details: parsed.error.issues });
    }
    return parsed.data;
  }

  return {
    /** Calls a contract endpoint: its path, method and answer schema come from the declaration. */
    call<E extends Endpoint>(
      declaration: E,
      ...[input]: EndpointInput<E> extends { params?: undefined; body?: undefined }
        ? [EndpointInput<E>?]
        : [EndpointInput<E>]
    ): Promise<EndpointResult<E>> {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
      };
      return request(
        declaration.method,
        endpointPath(declaration, params),
        successSchema(declaration).schema,
        { query, body },
      ) as Promise<EndpointResult<E>>;
    },
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
