import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Microsoft's login service (token endpoint) and Business Central's API v2.0
 * salesOrders, for tests. It answers as the real services do: OAuth errors as
 * `{ error, error_description }`, API errors as `{ error: { code, message } }`.
 */
export interface FakeBusinessCentralOptions {
  clientId: string;
  clientSecret: string;
  tenant: string;
  environment: string;
  companyId: string;
  redirectUri: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization?: string;
  form?: URLSearchParams;
  json?: unknown;
}

export interface FakeSalesOrder {
  id: string;
  number: string;
  externalDocumentNumber: string;
  body: Record<string, unknown>;
}

export async function startFakeBusinessCentral(options: FakeBusinessCentralOptions) {
  const codes = new Set<string>();
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const requests: RecordedRequest[] = [];
  const salesOrders: FakeSalesOrder[] = [];
  let failPosts = 0;
  let rejectTokens = false;
  let orderCounter = 1000;

  const token = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  function oauthError(res: ServerResponse, status: number, error: string, description: string) {
    send(res, status, {
      error,
      error_description: `${description}\r\nTrace ID: ${randomUUID()}\r\nCorrelation ID: ${randomUUID()}\r\nTimestamp: ${new Date().toISOString()}`,
      error_codes: [Number(description.match(/AADSTS(\d+)/)?.[1] ?? 0)],
      timestamp: new Date().toISOString(),
      trace_id: randomUUID(),
      correlation_id: randomUUID(),
    });
  }

  function issueTokens(res: ServerResponse) {
    const access = token('access');
    const refresh = token('refresh');
    accessTokens.add(access);
    refreshTokens.add(refresh);
    send(res, 200, {
      token_type: 'Bearer',
      scope: 'https://api.businesscentral.dynamics.com/.default',
      expires_in: 3599,
      ext_expires_in: 3599,
      access_token: access,
      refresh_token: refresh,
    });
  }

  function tokenEndpoint(res: ServerResponse, form: URLSearchParams) {
    if (form.get('client_id') !== options.clientId) {
      return oauthError(
        res,
        400,
        'unauthorized_client',
        `AADSTS700016: Application with identifier '${form.get('client_id')}' was not found in the directory.`,
      );
    }
    if (form.get('client_secret') !== options.clientSecret) {
      return oauthError(
        res,
        401,
        'invalid_client',
        'AADSTS7000215: Invalid client secret provided.',
      );
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? '';
      if (form.get('redirect_uri') !== options.redirectUri) {
        return oauthError(
          res,
          400,
          'invalid_grant',
          'AADSTS50011: The redirect URI specified in the request does not match.',
        );
      }
      if (!codes.delete(code)) {
        return oauthError(
          res,
          400,
          'invalid_grant',
          'AADSTS70008: The provided authorization code or refresh token has expired due to inactivity.',
        );
      }
      return issueTokens(res);
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(refresh)) {
        return oauthError(
          res,
          400,
          'invalid_grant',
          'AADSTS9002313: Invalid request. Request is malformed or invalid.',
        );
      }
      return issueTokens(res);
    }
    return oauthError(
      res,
      400,
      'unsupported_grant_type',
      `AADSTS70003: The app requested an unsupported grant type '${grant}'.`,
    );
  }

  function salesOrdersEndpoint(
    req: IncomingMessage,
    res: ServerResponse,
    request: RecordedRequest,
  ) {
    const bearer = request.authorization?.replace(/^Bearer /, '') ?? '';
    if (rejectTokens || !accessTokens.has(bearer)) {
      res.setHeader('www-authenticate', 'Bearer realm=""');
      return send(res, 401, {
        error: {
          code: 'Authentication_InvalidCredentials',
          message: `The server has rejected the client credentials.  CorrelationId:  ${randomUUID()}.`,
        },
      });
    }
    if (req.method === 'GET') {
      const filter = request.query.get('$filter') ?? '';
      const wanted = filter.match(/^externalDocumentNumber eq '(.*)'$/)?.[1]?.replaceAll("''", "'");
      const found = salesOrders.filter(
        (o) => wanted === undefined || o.externalDocumentNumber === wanted,
      );
      return send(res, 200, {
        '@odata.context': 'salesOrders',
        value: found.map((o) => ({ '@odata.etag': 'W/"1"', id: o.id })),
      });
    }
    if (req.method === 'POST') {
      if (failPosts > 0) {
        failPosts -= 1;
        return send(res, 500, {
          error: {
            code: 'Internal_ServerError',
            message: `Something went wrong.  CorrelationId:  ${randomUUID()}.`,
          },
        });
      }
      const body = request.json as Record<string, unknown>;
      if (typeof body?.customerNumber !== 'string') {
        return send(res, 400, {
          error: { code: 'BadRequest', message: 'The customer does not exist.' },
        });
      }
      orderCounter += 1;
      const order: FakeSalesOrder = {
        id: randomUUID(),
        number: `S-ORD${orderCounter}`,
        externalDocumentNumber: String(body.externalDocumentNumber ?? ''),
        body,
      };
      salesOrders.push(order);
      res.setHeader('location', `${request.path}(${order.id})`);
      return send(res, 201, {
        '@odata.context': 'salesOrders/$entity',
        '@odata.etag': 'W/"1"',
        ...body,
        id: order.id,
        number: order.number,
        status: 'Draft',
      });
    }
    res.writeHead(405).end();
  }

  const salesOrdersPath = `/v2.0/${options.tenant}/${options.environment}/api/v2.0/companies(${options.companyId})/salesOrders`;
  const tokenPath = `/${options.tenant}/oauth2/v2.0/token`;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const type = req.headers['content-type'] ?? '';
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      authorization: req.headers.authorization,
      ...(type.startsWith('application/x-www-form-urlencoded')
        ? { form: new URLSearchParams(text) }
        : {}),
      ...(type.startsWith('application/json') && text ? { json: JSON.parse(text) } : {}),
    };
    requests.push(request);
    if (req.method === 'POST' && request.path === tokenPath) {
      return tokenEndpoint(res, request.form ?? new URLSearchParams());
    }
    if (request.path === salesOrdersPath) return salesOrdersEndpoint(req, res, request);
    send(res, 404, {
      error: { code: 'BadRequest_NotFound', message: 'No HTTP resource was found.' },
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    salesOrders,
    /** An authorization code as Microsoft would put on the callback. */
    issueCode() {
      const code = token('code');
      codes.add(code);
      return code;
    },
    /** Tokens Microsoft issued earlier (as if from a sign-in), for seeding a connection. */
    issueTokens() {
      const access = token('access');
      const refresh = token('refresh');
      accessTokens.add(access);
      refreshTokens.add(refresh);
      return { accessToken: access, refreshToken: refresh };
    },
    /** The next `count` order creations fail with 500. */
    failNextPosts(count: number) {
      failPosts = count;
    },
    /** Business Central rejects every access token (revoked consent) while on. */
    rejectAccessTokens(on: boolean) {
      rejectTokens = on;
    },
    isValidAccessToken: (value: string) => accessTokens.has(value),
    reset() {
      requests.length = 0;
      salesOrders.length = 0;
      failPosts = 0;
      rejectTokens = false;
    },
    tokenRequests: () => requests.filter((r) => r.path === tokenPath),
    salesOrderRequests: () => requests.filter((r) => r.path === salesOrdersPath),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeBusinessCentral = Awaited<ReturnType<typeof startFakeBusinessCentral>>;
