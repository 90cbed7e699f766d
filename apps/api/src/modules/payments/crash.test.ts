import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { details } from '../../test/checkout';
import { type FakeMollie, startFakeMollie } from '../../test/fakeMollie';
import { createScratchDatabase, testUploadsDir } from '../../test/testApp';

// The JSON answers of the API under test, read loosely.
type Json = any;

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The API as a real process, killed with SIGKILL between a payment's start and its webhook:
 * no shutdown hook runs, no in-memory state survives. After a restart the order must settle
 * from what the database and the provider know.
 */
describe('API killed between payment initiate and webhook', () => {
  let mollie: FakeMollie;
  let api: ChildProcess | undefined;
  let port: number;
  let dataDir: string;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    mollie = await startFakeMollie();
    port = await freePort();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-crash-'));
    const serverUrl = process.env.DATABASE_URL || undefined;
    scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
    env = {
      ...process.env,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      UPLOADS_DIR: testUploadsDir,
      DATABASE_URL: scratch?.url ?? '',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: mollie.apiKey,
      MOLLIE_API_URL: mollie.baseUrl,
      PAYMENT_RECONCILE_MS: '500',
      EXPOSE_OUTBOX: 'true',
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(async () => {
    api?.kill('SIGKILL');
    await mollie.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const base = () => `http://127.0.0.1:${port}`;

  async function startApi() {
    // One process (tsx as a loader, not tsx's wrapper with a child), so SIGKILL hits the API.
    api = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until('the API to answer', async () =>
      (await fetch(`${base()}/health`)).ok ? true : undefined,
    );
  }

  async function call(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ) {
    const response = await fetch(`${base()}${url}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
    return json as Json;
  }

  it('reconciles the order with the provider after a restart, losing nothing', async () => {
    await startApi();
    const shop = { 'x-shop-id': 'EF', 'x-locale': 'nl-NL' };
    const list = await call('GET', '/Products?pageSize=100', shop);
    const product = list.items.find((p: { kind: string }) => p.kind === 'standard');
    const cart = await call('POST', '/orders/lines', shop, {
      productId: product.id,
      selection: { quantity: 1 },
    });
    const guest = { ...shop, 'x-cart-token': cart.cartToken };
    const email = `crash.${Date.now()}@example.nl`;
    await call('POST', '/Orders/details', guest, details({ email }));
    await call('POST', '/Orders/shipping', guest, { deliveryType: 'Deliver' });
    const placed = await call('POST', '/Orders/complete', guest);
    const started = await call('POST', '/orders/payment/initiate', guest, {
      orderId: placed.orderId,
      method: 'ideal',
    });

    const killed = new Promise((resolve) => api?.once('exit', resolve));
    api?.kill('SIGKILL');
    await killed;

    // The shopper pays at Mollie while the API is down; Mollie's webhook finds nobody.
    const atMollie = [...mollie.payments.values()].find(
      (p) => (p.metadata as { paymentId: string }).paymentId === started.paymentId,
    );
    expect(atMollie).toBeDefined();
    mollie.setStatus(atMollie?.id as string, 'paid');
    expect(await mollie.deliverWebhook(atMollie?.id as string)).toBe(0);

    const restarted = Date.now();
    await startApi();
    // Nobody polls the order: the reconciler alone must find the payment and settle it.
    const mail = await until('the confirmation mail', async () => {
      const outbox = await call('GET', `/dev/outbox?to=${encodeURIComponent(email)}`, {});
      return outbox.items.find(
        (item: { template: string }) => item.template === 'orderConfirmation',
      );
    });
    console.info(
      `[crash] order settled ${Date.now() - restarted} ms after restart (${scratch ? 'postgres' : 'pglite'})`,
    );
    expect(mail.subject).toContain(placed.orderNumber);
    const status = await call('GET', `/orders/payment/status/${placed.orderId}`, guest);
    expect(status).toMatchObject({ orderStatus: 'paid', payment: { status: 'paid' } });
    expect(mollie.payments.size).toBeGreaterThanOrEqual(1);
    const forOrder = [...mollie.payments.values()].filter(
      (p) => (p.metadata as { orderId: string }).orderId === placed.orderId,
    );
    expect(forOrder).toHaveLength(1);
  }, 240_000);
});
