import {
  ApiError,
  cartTokenHeader,
  localeHeader,
  shopIdHeader,
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
  query?: Record<string, string | number | undefined>;
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
      if (value !== undefined) url.searchParams.set(key, String(value));
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
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw ApiError.of('BAD_GATEWAY', unableToTransformMessage, { details: parsed.error.issues });
    }
    return parsed.data;
  }

  return {
    get: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) =>
      request('GET', path, schema, opts),
    post: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) =>
      request('POST', path, schema, opts),
    put: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) =>
      request('PUT', path, schema, opts),
    delete: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) =>
      request('DELETE', path, schema, opts),
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
