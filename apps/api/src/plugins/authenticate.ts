import { ApiError, accountErrorCodes } from '@shop/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../modules/accounts/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer session token, when one was sent. */
    sessionToken?: string;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length >= 20 && token.length <= 200 ? token : undefined;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request) => {
    request.sessionToken = bearer(request);
  });
}

/** The logged-in customer's id, or a 401 for a missing, unknown or expired session. */
export async function requireCustomerId(app: FastifyInstance, request: FastifyRequest) {
  const customerId = request.sessionToken
    ? await resolveSession(app.database.db, request.sessionToken, request.shop.code)
    : undefined;
  if (!customerId) {
    throw ApiError.unauthorized('A valid session is required', {
      code: accountErrorCodes.sessionRequired,
    });
  }
  return customerId;
}
