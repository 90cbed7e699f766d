import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type MollieStatus = 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid';

interface StoredPayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  createdAt: string;
  status: MollieStatus;
  amount: { currency: string; value: string };
  description: string;
  method: string | null;
  metadata: unknown;
  redirectUrl: string;
  webhookUrl: string;
  _links: Record<string, { href: string; type: string }>;
}

const hal = 'application/hal+json';

/**
 * A local stand-in for Mollie's Payments API v2, answering as Mollie does: bearer key, amount
 * strings, Idempotency-Key replays, HAL error bodies, and form-encoded webhooks carrying only
 * the payment id. Tests move a payment's status as a shopper at Mollie's checkout would.
 */
export async function startFakeMollie({ apiKey = 'test_fakeMollieKey0123456789abcdef' } = {}) {
  const payments = new Map<string, StoredPayment>();
  const replays = new Map<string, StoredPayment>();
  let createCalls = 0;
  const failures: { status: number; title: string; detail: string }[] = [];

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': hal });
    res.end(JSON.stringify(body));
  }
  const error = (
    res: ServerResponse,
    status: number,
    title: string,
    detail: string,
    field?: string,
  ) =>
    send(res, status, {
      status,
      title,
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: {
          href: 'https://docs.mollie.com/overview/handling-errors',
          type: 'text/html',
        },
      },
    });

  async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return {};
    }
  }

  const server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return error(
        res,
        401,
        'Unauthorized Request',
        'Missing authentication, or failed to authenticate',
      );
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && url.pathname === '/v2/payments') {
      createCalls += 1;
      const failure = failures.shift();
      if (failure) return error(res, failure.status, failure.title, failure.detail);
      const key = req.headers['idempotency-key'];
      const body = await bodyOf(req);
      if (typeof key === 'string' && replays.has(key)) return send(res, 201, replays.get(key));
      const amount = body.amount as { currency?: string; value?: string } | undefined;
      if (amount?.currency !== 'EUR' || !/^\d+\.\d{2}$/.test(amount.value ?? '')) {
        return error(res, 422, 'Unprocessable Entity', 'The amount is invalid', 'amount');
      }
      if (typeof body.redirectUrl !== 'string') {
        return error(
          res,
          422,
          'Unprocessable Entity',
          'The redirect URL is missing',
          'redirectUrl',
        );
      }
      const id = `tr_${randomBytes(5).toString('hex')}`;
      const base = `http://${req.headers.host}`;
      const payment: StoredPayment = {
        resource: 'payment',
        id,
        mode: 'test',
        createdAt: new Date().toISOString(),
        status: 'open',
        amount: { currency: 'EUR', value: amount.value as string },
        description: String(body.description ?? ''),
        method: typeof body.method === 'string' ? body.method : null,
        metadata: body.metadata ?? null,
        redirectUrl: body.redirectUrl,
        webhookUrl: String(body.webhookUrl ?? ''),
        _links: {
          self: { href: `${base}/v2/payments/${id}`, type: hal },
          checkout: { href: `${base}/checkout/select-method/${id}`, type: 'text/html' },
        },
      };
      payments.set(id, payment);
      if (typeof key === 'string') replays.set(key, payment);
      return send(res, 201, payment);
    }
    const match = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match) {
      const payment = payments.get(match[1] ?? '');
      if (!payment)
        return error(res, 404, 'Not Found', `No payment exists with token ${match[1]}.`);
      return send(res, 200, payment);
    }
    return error(res, 404, 'Not Found', 'The resource does not exist');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiKey,
    baseUrl: `http://127.0.0.1:${port}/v2`,
    payments,
    get createCalls() {
      return createCalls;
    },
    /** The next create answers this error, as Mollie does for a method not enabled (422) or an outage (503). */
    failNextCreate(status: 422 | 503) {
      failures.push(
        status === 422
          ? {
              status,
              title: 'Unprocessable Entity',
              detail: 'The payment method is not enabled in your website profile',
            }
          : {
              status,
              title: 'Service Unavailable',
              detail: 'The service is temporarily unavailable',
            },
      );
    },
    setStatus(id: string, status: MollieStatus) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`No such payment ${id}`);
      payment.status = status;
    },
    /** What Mollie posts: a form with the id only. Resolves to the HTTP status answered. */
    async deliverWebhook(id: string): Promise<number> {
      const payment = payments.get(id);
      if (!payment) throw new Error(`No such payment ${id}`);
      try {
        const response = await fetch(payment.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id }).toString(),
        });
        return response.status;
      } catch {
        return 0;
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeMollie = Awaited<ReturnType<typeof startFakeMollie>>;
