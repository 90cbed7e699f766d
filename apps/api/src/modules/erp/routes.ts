import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError, endpoints } from '@shop/contract';
import { brandByCode } from '@shop/site';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import { type ErpConfig, erpConfigFrom } from './config';
import { completeConnection, requireEnabled, startConnection } from './connection';
import type { Fetch } from './oauth';

export interface ErpRoutesOptions {
  /** Defaults to the environment (`erpConfigFrom(process.env)`). */
  config?: ErpConfig;
  /** Reaches Microsoft's token endpoint; tests may pass their own. */
  fetch?: Fetch;
}

/** Compares in constant time: hashing first makes the lengths equal too. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function requireAdminKey(request: FastifyRequest, adminKey: string): void {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!given || !sameSecret(given, adminKey)) {
    throw ApiError.unauthorized('The ERP admin key is required');
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function connectedPage(shopName: string): string {
  const name = escapeHtml(shopName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Business Central connected</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem auto; max-width: 32rem">
<h1>Business Central connected</h1>
<p>${name} now exports paid orders to Business Central. You can close this window.</p>
</body></html>`;
}

/**
 * Connecting a shop to Business Central: an operator starts at /connect (with the shop's
 * X-Shop-Id and the admin key) and signs in at Microsoft, which sends the browser back to
 * /callback. The callback carries no shop header: the state it brings back names the shop.
 */
export const erpRoutes: FastifyPluginAsync<ErpRoutesOptions> = async (app, options) => {
  const config = options.config ?? erpConfigFrom(process.env);
  const fetchFn = options.fetch ?? fetch;

  route(app, endpoints.operations.erpConnect, async (request, reply) => {
    const settings = requireEnabled(config);
    requireAdminKey(request, settings.adminKey);
    const shopCode = request.context.shop.code;
    const { authorizeUrl } = await startConnection(app.database.db, settings, shopCode);
    return reply.header('cache-control', 'no-store').redirect(authorizeUrl, 302);
  });

  route(app, endpoints.operations.erpCallback, async (request, reply) => {
    const settings = requireEnabled(config);
    if (request.query.error) {
      request.log.warn(
        { error: request.query.error, description: request.query.error_description },
        'Business Central sign-in refused by Microsoft',
      );
    }
    const { shopCode } = await completeConnection(
      app.database.db,
      settings,
      request.query,
      fetchFn,
    );
    request.log.info({ shopCode }, 'Business Central connected');
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(connectedPage(brandByCode(shopCode)?.name ?? shopCode));
  });
};
