import { endpoints, validateAddress } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
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

export const miscRoutes: FastifyPluginAsync<MiscRoutesOptions> = async (app, options) => {
  const timeoutMs = options.dnsTimeoutMs ?? dnsTimeoutMs();
  const checkEmailDomain = createEmailDomainCheck({
    resolver: options.mailDomainResolver ?? createDnsResolver(timeoutMs),
    timeoutMs,
  });

  route(app, endpoints.shop.validateAddress, async ({ body }) => validateAddress(body));

  route(
    app,
    endpoints.shop.validateEmail,
    async ({ context, body }) => checkEmail(app.database.db, context.shop.code, body.email),
    // It tells whether an address has an account (as the registration form needs): slow any
    // harvesting down.
    { onRequest: limitPerIp(limits.emailCheckPerIp) },
  );

  route(app, endpoints.shop.validateEmailDomain, async ({ body }) => checkEmailDomain(body.email));
};
