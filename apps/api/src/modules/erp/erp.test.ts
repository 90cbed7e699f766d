import { shopIdHeader } from '@shop/contract';
import { getBrand } from '@shop/site';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { erpConnections, erpOauthStates, erpOutbox, orders, shops } from '../../db/schema';
import { registerErrorEnvelope } from '../../plugins/errors';
import { registerRequestContext } from '../../plugins/requestContext';
import { type FakeBusinessCentral, startFakeBusinessCentral } from '../../test/fakeBusinessCentral';
import { createTestApp } from '../../test/testApp';
import { erpRoutes } from './routes';
import {
  type BusinessCentralConfig,
  type ErpConfig,
  type ErpSalesOrder,
  enqueueErpExport,
  erpConfigFrom,
  exportPending,
  salesOrderPayload,
  startErpExportWorker,
} from './service';

const settings = {
  clientId: '5f1e6c3a-client',
  clientSecret: 'client-secret-value',
  tenant: 'contoso.onmicrosoft.com',
  environment: 'sandbox',
  companyId: '9a8b7c6d-0000-4000-8000-123456789abc',
  redirectUri: 'https://api.shop.test/BusinessCentral/callback',
};
const adminKey = 'erp-admin-key-0123456789abcdef';
const minute = 60_000;
const silentLog = { info() {}, warn() {}, error() {} };

const orderPayload = (orderNumber: string): ErpSalesOrder => ({
  orderNumber,
  orderDate: '2026-03-02',
  customer: { name: 'Anna Jansen', email: 'anna@example.nl', companyName: 'Jansen BV' },
  addresses: {
    invoice: {
      name: 'Jansen BV',
      contact: 'Anna Jansen',
      street: 'Kerkstraat',
      houseNumber: '12',
      houseNumberAddition: 'A',
      postcode: '1017 GC',
      city: 'Amsterdam',
      country: 'NL',
    },
  },
  lines: [{ sku: 'EF-PANEL-9', description: 'Akoestisch paneel', quantity: 3, unitNetCents: 4995 }],
  shippingNetCents: 695,
  totals: { netCents: 15680, vatCents: 3293, grossCents: 18973 },
  reverseCharge: false,
  currency: 'EUR',
});

describe('ERP (Business Central)', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fake: FakeBusinessCentral;
  let config: Extract<ErpConfig, { enabled: true }>;
  let app: Awaited<ReturnType<typeof erpApp>>;
  const db = () => ctx.database.db;

  /** The app's error envelope and shop header, with only the ERP routes. */
  async function erpApp(erpConfig: ErpConfig) {
    const instance = Fastify();
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    instance.decorate('database', ctx.database);
    registerErrorEnvelope(instance);
    registerRequestContext(instance);
    await instance.register(erpRoutes, { config: erpConfig });
    await instance.ready();
    return instance;
  }

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    fake = await startFakeBusinessCentral(settings);
    config = {
      enabled: true,
      ...settings,
      adminKey,
      customerNumber: 'WEBSHOP',
      loginUrl: fake.url,
      apiUrl: fake.url,
    };
    for (const id of ['easy-felt', 'easy-noisecontrol'] as const) {
      const brand = getBrand(id);
      await db()
        .insert(shops)
        .values({ code: brand.code, brandId: brand.id, name: brand.name, supportEmail: 'x@y.nl' })
        .onConflictDoNothing();
    }
    app = await erpApp(config);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    await ctx?.close();
  });
  beforeEach(async () => {
    fake.reset();
    await db().delete(erpOutbox);
    await db().delete(erpConnections);
    await db().delete(erpOauthStates);
  });

  /** What a browser back from Microsoft sends: no X-Shop-Id, the state names the shop. */
  function callback(query: Record<string, string>) {
    return app.inject({
      method: 'GET',
      url: `/BusinessCentral/callback?${new URLSearchParams(query)}`,
    });
  }

  async function connect(shop = 'EF') {
    const response = await app.inject({
      method: 'GET',
      url: '/BusinessCentral/connect',
      headers: { [shopIdHeader]: shop, authorization: `Bearer ${adminKey}` },
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    return { location, state: location.searchParams.get('state') ?? '' };
  }

  async function connectShop(shopCode: string, expiresAt = new Date(Date.now() + 60 * minute)) {
    const tokens = fake.issueTokens();
    await db()
      .insert(erpConnections)
      .values({ shopCode, ...tokens, expiresAt });
    return tokens;
  }

  let orderCount = 0;
  async function paidOrder(shopCode = 'EF') {
    orderCount += 1;
    const orderNumber = `${shopCode}26-${String(orderCount).padStart(6, '0')}`;
    const [order] = await db()
      .insert(orders)
      .values({ shopCode, status: 'paid', orderNumber, paidAt: new Date() })
      .returning({ id: orders.id });
    if (!order) throw new Error('no order');
    await enqueueErpExport(db(), {
      orderId: order.id,
      shopCode,
      payload: orderPayload(orderNumber),
    });
    return { orderId: order.id, orderNumber };
  }

  async function outboxRow(orderId: string) {
    const [row] = await db().select().from(erpOutbox).where(eq(erpOutbox.orderId, orderId));
    if (!row) throw new Error(`no outbox row for ${orderId}`);
    return row;
  }

  describe('configuration', () => {
    it('is off while a setting is missing, and names what is missing', () => {
      const config = erpConfigFrom({ BUSINESS_CENTRAL_CLIENT_ID: 'id' });
      expect(config.enabled).toBe(false);
      expect(!config.enabled && config.missing).toEqual([
        'BUSINESS_CENTRAL_CLIENT_SECRET',
        'BUSINESS_CENTRAL_TENANT',
        'BUSINESS_CENTRAL_COMPANY_ID',
        'BUSINESS_CENTRAL_REDIRECT_URI',
        'BUSINESS_CENTRAL_ADMIN_KEY',
        'BUSINESS_CENTRAL_CUSTOMER_NUMBER',
      ]);
    });

    it('reads every setting, with defaults for the environment and the service URLs', () => {
      const env = {
        BUSINESS_CENTRAL_CLIENT_ID: 'id',
        BUSINESS_CENTRAL_CLIENT_SECRET: 'secret',
        BUSINESS_CENTRAL_TENANT: 'tenant',
        BUSINESS_CENTRAL_COMPANY_ID: 'company',
        BUSINESS_CENTRAL_REDIRECT_URI: 'https://api.example/BusinessCentral/callback',
        BUSINESS_CENTRAL_ADMIN_KEY: 'key',
        BUSINESS_CENTRAL_CUSTOMER_NUMBER: 'C-WEB',
      };
      expect(erpConfigFrom(env)).toEqual({
        enabled: true,
        clientId: 'id',
        clientSecret: 'secret',
        tenant: 'tenant',
        companyId: 'company',
        redirectUri: 'https://api.example/BusinessCentral/callback',
        adminKey: 'key',
        customerNumber: 'C-WEB',
        environment: 'production',
        shippingItemNumber: undefined,
        loginUrl: 'https://login.microsoftonline.com',
        apiUrl: 'https://api.businesscentral.dynamics.com',
      });
      const custom = erpConfigFrom({
        ...env,
        BUSINESS_CENTRAL_ENVIRONMENT: 'sandbox',
        BUSINESS_CENTRAL_LOGIN_URL: 'http://127.0.0.1:9/',
        BUSINESS_CENTRAL_API_URL: 'http://127.0.0.1:8',
      }) as BusinessCentralConfig;
      expect(custom).toMatchObject({
        environment: 'sandbox',
        loginUrl: 'http://127.0.0.1:9',
        apiUrl: 'http://127.0.0.1:8',
      });
    });

    it('answers 503 ERP_NOT_CONFIGURED on both routes when unconfigured', async () => {
      const off = await erpApp({ enabled: false, missing: ['BUSINESS_CENTRAL_CLIENT_ID'] });
      try {
        const start = await off.inject({
          method: 'GET',
          url: '/BusinessCentral/connect',
          headers: { [shopIdHeader]: 'EF', authorization: `Bearer ${adminKey}` },
        });
        expect(start.statusCode).toBe(503);
        expect(start.json().error.code).toBe('ERP_NOT_CONFIGURED');
        const back = await off.inject({
          method: 'GET',
          url: '/BusinessCentral/callback?code=c&state=s',
        });
        expect(back.statusCode).toBe(503);
        expect(back.json().error.code).toBe('ERP_NOT_CONFIGURED');
      } finally {
        await off.close();
      }
    });
  });

  describe('GET /BusinessCentral/connect', () => {
    it('refuses without the admin key or with a wrong one', async () => {
      for (const authorization of [undefined, 'Bearer wrong-key', adminKey, `Basic ${adminKey}`]) {
        const response = await app.inject({
          method: 'GET',
          url: '/BusinessCentral/connect',
          headers: { [shopIdHeader]: 'EF', ...(authorization ? { authorization } : {}) },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
      expect(await db().select().from(erpOauthStates)).toHaveLength(0);
    });

    it('needs the shop header', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/BusinessCentral/connect',
        headers: { authorization: `Bearer ${adminKey}` },
      });
      expect(response.json().error.code).toBe('SHOP_ID_REQUIRED');
    });

    it('stores a state for the shop and redirects to the Microsoft sign-in', async () => {
      const { location, state } = await connect('ENC');
      expect(`${location.origin}${location.pathname}`).toBe(
        `${fake.url}/contoso.onmicrosoft.com/oauth2/v2.0/authorize`,
      );
      expect(Object.fromEntries(location.searchParams)).toEqual({
        client_id: settings.clientId,
        response_type: 'code',
        redirect_uri: settings.redirectUri,
        response_mode: 'query',
        scope: 'https://api.businesscentral.dynamics.com/.default offline_access',
        state,
      });
      expect(state.length).toBeGreaterThanOrEqual(40);
      const [row] = await db().select().from(erpOauthStates);
      expect(row?.state).toBe(state);
      expect(row?.shopCode).toBe('ENC');
      const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
      expect(lifetime).toBeGreaterThan(9 * minute);
      expect(lifetime).toBeLessThanOrEqual(10 * minute + 5000);
    });
  });

  describe('GET /BusinessCentral/callback', () => {
    it('refuses a missing or unknown state with 400 ERP_STATE_INVALID', async () => {
      const queries: Record<string, string>[] = [
        { code: fake.issueCode() },
        { code: fake.issueCode(), state: 'nope' },
      ];
      for (const query of queries) {
        const response = await callback(query);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.code).toBe('ERP_STATE_INVALID');
      }
      expect(fake.tokenRequests()).toHaveLength(0);
    });

    it('refuses an expired state and uses it up', async () => {
      await db().insert(erpOauthStates).values({
        state: 'old-state',
        shopCode: 'EF',
        expiresAt: sql`now() - interval '1 second'`,
      });
      const response = await callback({ code: fake.issueCode(), state: 'old-state' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ERP_STATE_INVALID');
      expect(await db().select().from(erpOauthStates)).toHaveLength(0);
      expect(fake.tokenRequests()).toHaveLength(0);
    });

    it('stores the tokens for the shop of the state, and takes a state only once', async () => {
      const { state } = await connect('EF');
      const code = fake.issueCode();
      const response = await callback({ code, state, session_state: 'abc' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Business Central connected');
      expect(response.body).toContain('easy felt');

      const [exchange] = fake.tokenRequests();
      expect(Object.fromEntries(exchange?.form ?? [])).toEqual({
        grant_type: 'authorization_code',
        code,
        redirect_uri: settings.redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        scope: 'https://api.businesscentral.dynamics.com/.default offline_access',
      });
      const connections = await db().select().from(erpConnections);
      expect(connections).toHaveLength(1);
      const [connection] = connections;
      expect(connection?.shopCode).toBe('EF');
      expect(fake.isValidAccessToken(connection?.accessToken ?? '')).toBe(true);
      expect(connection?.refreshToken).toMatch(/^refresh-/);
      expect(response.body).not.toContain(connection?.accessToken);
      const lifetime = (connection?.expiresAt.getTime() ?? 0) - Date.now();
      expect(lifetime).toBeGreaterThan(55 * minute);
      expect(lifetime).toBeLessThanOrEqual(60 * minute);

      const again = await callback({ code: fake.issueCode(), state });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('ERP_STATE_INVALID');
    });

    it('replaces the tokens when a shop connects again', async () => {
      await connectShop('EF', new Date(Date.now() - minute));
      const { state } = await connect('EF');
      expect((await callback({ code: fake.issueCode(), state })).statusCode).toBe(200);
      const [connection] = await db().select().from(erpConnections);
      expect(connection?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55 * minute);
    });

    it('answers 502 ERP_TOKEN_EXCHANGE_FAILED when Microsoft refuses the code', async () => {
      const { state } = await connect('EF');
      const response = await callback({ code: 'made-up-code', state });
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatchObject({
        code: 'ERP_TOKEN_EXCHANGE_FAILED',
        details: { error: 'invalid_grant' },
      });
      expect(response.body).not.toContain(settings.clientSecret);
      expect(await db().select().from(erpConnections)).toHaveLength(0);
    });

    it('answers 400 ERP_AUTHORIZATION_FAILED when the sign-in was refused', async () => {
      const { state } = await connect('EF');
      const response = await callback({
        error: 'access_denied',
        error_description: 'AADSTS65004: User declined to consent.',
        state,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ERP_AUTHORIZATION_FAILED');
      expect(await db().select().from(erpOauthStates)).toHaveLength(0);
      expect(fake.tokenRequests()).toHaveLength(0);
    });
  });

  describe('export', () => {
    it('queues an order once', async () => {
      const { orderId, orderNumber } = await paidOrder();
      const again = await enqueueErpExport(db(), {
        orderId,
        shopCode: 'EF',
        payload: orderPayload(orderNumber),
      });
      expect(again).toEqual({ queued: false });
      expect(await db().select().from(erpOutbox)).toHaveLength(1);
    });

    it('posts a due order once as a sales order and records the acknowledgement', async () => {
      const { accessToken } = await connectShop('EF');
      const { orderId, orderNumber } = await paidOrder('EF');

      expect(await exportPending(db(), config, { batchSize: 10 })).toEqual({
        exported: 1,
        failed: 0,
      });
      expect(await exportPending(db(), config, { batchSize: 10 })).toEqual({
        exported: 0,
        failed: 0,
      });

      const posts = fake.salesOrderRequests().filter((r) => r.method === 'POST');
      expect(posts).toHaveLength(1);
      expect(posts[0]?.authorization).toBe(`Bearer ${accessToken}`);
      expect(posts[0]?.json).toEqual({
        externalDocumentNumber: orderNumber,
        orderDate: '2026-03-02',
        customerNumber: 'WEBSHOP',
        currencyCode: 'EUR',
        email: 'anna@example.nl',
        sellToAddressLine1: 'Kerkstraat 12 A',
        sellToCity: 'Amsterdam',
        sellToPostCode: '1017 GC',
        sellToCountry: 'NL',
        salesOrderLines: [
          {
            lineType: 'Item',
            lineObjectNumber: 'EF-PANEL-9',
            description: 'Akoestisch paneel',
            quantity: 3,
            unitPrice: 49.95,
          },
          { lineType: 'Comment', description: 'Shipping EUR 6.95' },
        ],
      });
      const row = await outboxRow(orderId);
      expect(row.acknowledgedAt).not.toBeNull();
      expect(row.erpRef).toBe(fake.salesOrders[0]?.id);
      expect(row.attempts).toBe(0);
    });

    it('keeps a row Business Central fails on, and sends it on a later retry', async () => {
      await connectShop('EF');
      const { orderId } = await paidOrder('EF');
      fake.failNextPosts(1);

      expect(await exportPending(db(), config)).toEqual({ exported: 0, failed: 1 });
      const failed = await outboxRow(orderId);
      expect(failed.acknowledgedAt).toBeNull();
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toContain('500');
      expect(failed.lastError).toContain('Internal_ServerError');
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect(failed.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 2 * minute);

      // Not due yet: the next pass leaves it alone.
      expect(await exportPending(db(), config)).toEqual({ exported: 0, failed: 0 });

      await db()
        .update(erpOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(erpOutbox.orderId, orderId));
      expect(await exportPending(db(), config)).toEqual({ exported: 1, failed: 0 });
      const done = await outboxRow(orderId);
      expect(done.acknowledgedAt).not.toBeNull();
      expect(done.erpRef).toBe(fake.salesOrders[0]?.id);
      expect(fake.salesOrders).toHaveLength(1);
    });

    it('backs off 1, 2, 4 … minutes and at most an hour', async () => {
      const { orderId } = await paidOrder('EF');
      await db().update(erpOutbox).set({ attempts: 9 }).where(eq(erpOutbox.orderId, orderId));
      await exportPending(db(), config);
      const row = await outboxRow(orderId);
      expect(row.attempts).toBe(10);
      const delay = row.nextAttemptAt.getTime() - Date.now();
      expect(delay).toBeGreaterThan(59 * minute);
      expect(delay).toBeLessThanOrEqual(60 * minute);
    });

    it('does not create the order twice when an earlier attempt did create it', async () => {
      await connectShop('EF');
      const { orderId, orderNumber } = await paidOrder('EF');
      // Created by an attempt whose answer was lost (timeout, worker killed).
      fake.salesOrders.push({
        id: 'b1e2d3c4-0000-4000-8000-000000000001',
        number: 'S-ORD0999',
        externalDocumentNumber: orderNumber,
        body: {},
      });
      expect(await exportPending(db(), config)).toEqual({ exported: 1, failed: 0 });
      expect(fake.salesOrderRequests().filter((r) => r.method === 'POST')).toHaveLength(0);
      expect((await outboxRow(orderId)).erpRef).toBe('b1e2d3c4-0000-4000-8000-000000000001');
    });

    it('refreshes an expired access token first and stores the new tokens', async () => {
      const old = await connectShop('EF', new Date(Date.now() - minute));
      const { orderId } = await paidOrder('EF');
      await paidOrder('EF');

      expect(await exportPending(db(), config)).toEqual({ exported: 2, failed: 0 });
      const refreshes = fake.tokenRequests();
      expect(refreshes).toHaveLength(1);
      expect(Object.fromEntries(refreshes[0]?.form ?? [])).toEqual({
        grant_type: 'refresh_token',
        refresh_token: old.refreshToken,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        scope: 'https://api.businesscentral.dynamics.com/.default offline_access',
      });
      const [connection] = await db().select().from(erpConnections);
      expect(connection?.accessToken).not.toBe(old.accessToken);
      expect(connection?.refreshToken).not.toBe(old.refreshToken);
      expect(connection?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55 * minute);
      const auth = new Set(fake.salesOrderRequests().map((r) => r.authorization));
      expect(auth).toEqual(new Set([`Bearer ${connection?.accessToken}`]));
      expect((await outboxRow(orderId)).acknowledgedAt).not.toBeNull();
    });

    it('renews the token on the next attempt when Business Central refuses it', async () => {
      const old = await connectShop('EF');
      const { orderId } = await paidOrder('EF');
      fake.rejectAccessTokens(true);
      expect(await exportPending(db(), config)).toEqual({ exported: 0, failed: 1 });
      expect((await outboxRow(orderId)).lastError).toContain('401');
      fake.rejectAccessTokens(false);

      await db().update(erpOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await exportPending(db(), config)).toEqual({ exported: 1, failed: 0 });
      expect(fake.tokenRequests()).toHaveLength(1);
      const [connection] = await db().select().from(erpConnections);
      expect(connection?.accessToken).not.toBe(old.accessToken);
    });

    it('lets rows of a shop without a connection wait', async () => {
      await connectShop('EF');
      const { orderId } = await paidOrder('ENC');

      expect(await exportPending(db(), config)).toEqual({ exported: 0, failed: 1 });
      const row = await outboxRow(orderId);
      expect(row.acknowledgedAt).toBeNull();
      expect(row.attempts).toBe(1);
      expect(row.lastError).toContain('ENC is not connected');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      expect(fake.requests).toHaveLength(0);
    });

    it('lets rows wait untouched while unconfigured', async () => {
      const { orderId } = await paidOrder('EF');
      const off: ErpConfig = { enabled: false, missing: ['BUSINESS_CENTRAL_CLIENT_ID'] };
      expect(await exportPending(db(), off)).toEqual({ exported: 0, failed: 0 });
      const worker = startErpExportWorker(db(), { config: off, log: silentLog });
      await worker.runNow();
      await worker.stop();
      const row = await outboxRow(orderId);
      expect(row.attempts).toBe(0);
      expect(row.acknowledgedAt).toBeNull();
    });

    it('exports in the background worker', async () => {
      await connectShop('EF');
      const { orderId } = await paidOrder('EF');
      const worker = startErpExportWorker(db(), { config, log: silentLog, intervalMs: 60_000 });
      try {
        await worker.runNow();
      } finally {
        await worker.stop();
      }
      expect((await outboxRow(orderId)).acknowledgedAt).not.toBeNull();
      expect(fake.salesOrders).toHaveLength(1);
    });
  });
});

describe('salesOrderPayload', () => {
  const brand = getBrand('easy-felt');
  const details = {
    customerType: 'Business' as const,
    firstName: 'Anna',
    lastName: 'Jansen',
    email: 'anna@example.be',
    phone: undefined,
    companyName: 'Jansen BV',
    vatNumber: 'BE0123456789',
    deliveryAddress: undefined,
    invoiceAddress: {
      street: 'Meir',
      houseNumber: '1',
      houseNumberAddition: undefined,
      postcode: '2000',
      city: 'Antwerpen',
      country: 'BE' as const,
    },
  };
  const totals = {
    itemsNetCents: 10000,
    shippingNetCents: 0,
    netCents: 10000,
    vatCents: 0,
    grossCents: 10000,
    vatRatePct: 0,
    vatCountry: 'BE' as const,
    reverseCharge: true,
  };
  const lines = [
    {
      quantity: 2,
      unitNetCents: 5000,
      snapshot: {
        sku: 'EF-1',
        kind: 'standard' as const,
        names: { nl: 'Vilt', en: 'Felt' },
        selection: {} as never,
      },
    },
  ];

  it('snapshots the order for the ERP, dated in the shop time zone', () => {
    const payload = salesOrderPayload({
      brand,
      orderNumber: 'EF26-001001',
      // 23:30 UTC is already the next day in Amsterdam.
      paidAt: new Date('2026-03-01T23:30:00Z'),
      details,
      totals,
      deliveryType: 'Deliver',
      lines,
    });
    expect(payload).toEqual({
      orderNumber: 'EF26-001001',
      orderDate: '2026-03-02',
      customer: {
        name: 'Anna Jansen',
        email: 'anna@example.be',
        companyName: 'Jansen BV',
        vatNumber: 'BE0123456789',
      },
      addresses: {
        invoice: { name: 'Jansen BV', contact: 'Anna Jansen', ...details.invoiceAddress },
        delivery: { name: 'Jansen BV', contact: 'Anna Jansen', ...details.invoiceAddress },
      },
      deliveryType: 'Deliver',
      lines: [{ sku: 'EF-1', description: 'Vilt', quantity: 2, unitNetCents: 5000 }],
      shippingNetCents: 0,
      totals: { netCents: 10000, vatCents: 0, grossCents: 10000 },
      reverseCharge: true,
      currency: 'EUR',
    });
  });

  it('has no delivery address for a pickup', () => {
    const payload = salesOrderPayload({
      brand,
      orderNumber: 'EF26-001002',
      paidAt: new Date('2026-03-01T10:00:00Z'),
      details,
      totals,
      deliveryType: 'Pickup',
      lines,
      language: 'en',
    });
    expect(payload.addresses.delivery).toBeUndefined();
    expect(payload.lines[0]?.description).toBe('Felt');
  });
});
