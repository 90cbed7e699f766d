import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../../db/schema';
import { guestWithPlacedOrder, post } from '../../../test/checkout';
import { type FakeMollie, startFakeMollie } from '../../../test/fakeMollie';
import { createTestApp } from '../../../test/testApp';
import { reconcileDue } from '../service';
import { mollieAmount, mollieProvider } from './mollieProvider';

describe('Mollie adapter', () => {
  let mollie: FakeMollie;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    mollie = await startFakeMollie();
    ctx = await createTestApp({
      options: {
        publicApiUrl: 'https://api.shop.example',
        payment: { provider: 'mollie', mollieApiKey: mollie.apiKey, mollieApiUrl: mollie.baseUrl },
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await mollie.close();
  });

  /** Mollie posts `id=tr_…` form-encoded to the webhook URL it was given. */
  const mollieWebhook = (id: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/orders/payment/webhook/payment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ id }).toString(),
    });

  it('writes amounts as Mollie does', () => {
    expect(mollieAmount(1234)).toEqual({ currency: 'EUR', value: '12.34' });
    expect(mollieAmount(5)).toEqual({ currency: 'EUR', value: '0.05' });
    expect(mollieAmount(100000)).toEqual({ currency: 'EUR', value: '1000.00' });
  });

  it('creates the payment at Mollie and sends the shopper to its checkout', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const res = await post(ctx.app, '/orders/payment/initiate', headers, {
      orderId: order.orderId,
      method: 'ideal',
    });
    expect(res.statusCode).toBe(200);
    const { checkoutUrl, paymentId } = res.json();
    expect(checkoutUrl).toContain('/checkout/select-method/tr_');
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const atMollie = mollie.payments.get(row?.providerRef as string);
    expect(atMollie).toMatchObject({
      amount: mollieAmount(order.totals.grossCents),
      method: 'ideal',
      webhookUrl: 'https://api.shop.example/orders/payment/webhook/payment',
      metadata: { orderId: order.orderId, paymentId },
    });
    expect(new URL(atMollie?.redirectUrl as string).searchParams.get('order')).toBe(order.orderId);
  });

  it('fetches the status on a webhook: only the id is trusted, and unknown ids change nothing', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const { paymentId } = (
      await post(ctx.app, '/orders/payment/initiate', headers, {
        orderId: order.orderId,
        method: 'creditcard',
      })
    ).json();
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    const ref = row?.providerRef as string;

    // A webhook before anything happened at Mollie changes nothing.
    expect((await mollieWebhook(ref)).statusCode).toBe(200);
    expect(
      (await ctx.database.db.select().from(orders).where(eq(orders.id, order.orderId)))[0]?.status,
    ).toBe('pending');

    mollie.setStatus(ref, 'paid');
    expect((await mollieWebhook(ref)).statusCode).toBe(200);
    const [paid] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid?.status).toBe('paid');
    expect((await mollieWebhook('tr_unknown123')).statusCode).toBe(200);
  });

  it('maps canceled and authorized as the shop reads them', async () => {
    const provider = mollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.baseUrl });
    const created = await provider.createPayment({
      idempotencyKey: 'key-map-1',
      amountCents: 1000,
      description: 'map',
      method: 'paypal',
      locale: 'fr-BE',
      redirectUrl: 'https://shop.example/r',
      webhookUrl: 'https://api.shop.example/w',
      metadata: { orderId: 'o', paymentId: 'p' },
    });
    mollie.setStatus(created.ref, 'authorized');
    expect((await provider.getPayment(created.ref)).status).toBe('pending');
    mollie.setStatus(created.ref, 'canceled');
    expect((await provider.getPayment(created.ref)).status).toBe('cancelled');
  });

  it('replays a create with the same idempotency key as the same payment', async () => {
    const provider = mollieProvider({ apiKey: mollie.apiKey, baseUrl: mollie.baseUrl });
    const input = {
      idempotencyKey: 'key-replay-1',
      amountCents: 2500,
      description: 'replay',
      method: 'ideal' as const,
      locale: 'nl-NL' as const,
      redirectUrl: 'https://shop.example/r',
      webhookUrl: 'https://api.shop.example/w',
      metadata: { orderId: 'o', paymentId: 'p' },
    };
    const [a, b] = await Promise.all([
      provider.createPayment(input),
      provider.createPayment(input),
    ]);
    expect(a.ref).toBe(b.ref);
  });

  it('ends an attempt Mollie refuses for good, so the shopper can choose again', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    mollie.failNextCreate(422);
    const refused = await post(ctx.app, '/orders/payment/initiate', headers, {
      orderId: order.orderId,
      method: 'paypal',
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    expect(row?.status).toBe('failed');
    // Nothing is stuck: another method opens a new payment, and the cart may change again.
    const again = await post(ctx.app, '/orders/payment/initiate', headers, {
      orderId: order.orderId,
      method: 'ideal',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentId).not.toBe(row?.id);
  });

  it('keeps an attempt Mollie could not answer, and the reconciler opens it with the same key', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    mollie.failNextCreate(503);
    const res = await post(ctx.app, '/orders/payment/initiate', headers, {
      orderId: order.orderId,
      method: 'ideal',
    });
    expect(res.statusCode).toBe(502);
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    // Our row exists without Mollie's id: the state a crash between the two calls leaves.
    expect(row).toMatchObject({ status: 'created', providerRef: null });
    await ctx.database.db
      .update(payments)
      .set({ checkAfter: new Date(0) })
      .where(eq(payments.id, row?.id as string));
    await reconcileDue(ctx.app.payments);
    const [after] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, row?.id as string));
    expect(after?.status).toBe('open');
    expect(after?.providerRef).toMatch(/^tr_/);
    // The shopper's next click answers the same payment, now with Mollie's page.
    const retried = (
      await post(ctx.app, '/orders/payment/initiate', headers, {
        orderId: order.orderId,
        method: 'ideal',
      })
    ).json();
    expect(retried.paymentId).toBe(row?.id);
  });

  it('gives up a payment Mollie never confirmed after 30 minutes', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    mollie.failNextCreate(503);
    await post(ctx.app, '/orders/payment/initiate', headers, {
      orderId: order.orderId,
      method: 'ideal',
    });
    await ctx.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000), checkAfter: new Date(0) })
      .where(eq(payments.orderId, order.orderId));
    await reconcileDue(ctx.app.payments);
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    expect(row?.status).toBe('failed');
  });
});
