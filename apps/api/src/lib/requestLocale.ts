import { localeHeader } from '@shop/contract';
import { type Locale, resolveLocale } from '@shop/site';
import type { FastifyRequest } from 'fastify';

/** The storefront's locale for this request (X-Locale), the default when absent or unknown. */
export const localeOf = (request: FastifyRequest): Locale =>
  resolveLocale(request.headers[localeHeader] as string | undefined);
