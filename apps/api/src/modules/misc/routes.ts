import {
  validateAddress,
  validateAddressBodySchema,
  validateAddressResponseSchema,
  validateEmailBodySchema,
  validateEmailDomainBodySchema,
  validateEmailDomainResponseSchema,
  validateEmailResponseSchema,
} from '@shop/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limits } from '../rateLimit/limits';
import { limitPerIp } from '../rateLimit/service';
import { createEmailDomainCheck } from './emailDomain';
import { createDnsResolver, dnsTimeoutMs, type MailDomainResolver } from './mailDomainResolver';
import { checkEmail } from './service';

export interface MiscRoutesOptions {
  /** Tests pass a fake; by default node:dns answers. */
  mailDomainResolver?: MailDomainResolver;
  /** Defaults to EMAIL_DNS_TIMEOUT_MS, else 1500 ms. */
  dnsTimeoutMs?: number;
}

export const miscRoutes: FastifyPluginAsyncZod<MiscRoutesOptions> = async (app, options) => {
  const timeoutMs = options.dnsTimeoutMs ?? dnsTimeoutMs();
  const checkEmailDomain = createEmailDomainCheck({
    resolver: options.mailDomainResolver ?? createDnsResolver(timeoutMs),
    timeoutMs,
  });

  app.post(
    '/Misc/validate/address',
    {
      schema: {
        tags: ['validation'],
        summary:
          "Checks an address's postcode and house number for its country and normalises them",
        body: validateAddressBodySchema,
        response: { 200: validateAddressResponseSchema },
      },
    },
    async (request) => validateAddress(request.body),
  );

  app.post(
    '/Misc/validate/email',
    {
      // It tells whether an address has an account (as the registration form needs): slow
      // any harvesting down.
      onRequest: limitPerIp(limits.emailCheckPerIp),
      schema: {
        tags: ['validation'],
        summary: 'Checks an e-mail address and whether it is already in use in this shop',
        body: validateEmailBodySchema,
        response: { 200: validateEmailResponseSchema },
      },
    },
    async (request) => checkEmail(app.database.db, request.shop.code, request.body.email),
  );

  app.post(
    '/Misc/validate/emaildomain',
    {
      schema: {
        tags: ['validation'],
        summary: "Checks that an e-mail address's domain is not disposable and can receive mail",
        body: validateEmailDomainBodySchema,
        response: { 200: validateEmailDomainResponseSchema },
      },
    },
    async (request) => checkEmailDomain(request.body.email),
  );
};
