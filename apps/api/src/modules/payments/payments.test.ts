import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtinProviderPayments,
  erpOutbox,
  orders,
  outboxEmails,
  payments,
} from '../../db/schema';
import { registerCustomer } from '../../test/accounts';
import {
  addToCart,
  decideAtProvider,
  details,
  guestWithPlacedOrder,
  placeOrder,
  post,
  shopper,
  standardProduct,
} from '../../test/checkout';
import { createTestApp } from '../../test/testApp';
import { multipartForm } from './formBodies';
import { expireUnpaidOrders, reconcileDue } from './service';

describe('payments with the built-in provider', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const initiate = (headers: Record<string, string>, orderId: string, method = 'ideal') =>
    post(ctx.app, '/orders/payment/initiate', headers, { orderId, method });
  const statusOf = async (headers: Record<string, string>, orderId: string) =>
    (await get(`/orders/payment/status/${orderId}`, headers)).json();
  const confirmations = async (orderNumber: string) =>
    db()
      .select()
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.template, 'orderConfirmation'),
          sql`${outboxEmails.subject} like ${`%${orderNumber}%`}`,
        ),
      );
  const webhook = (path: 'payment' | 'order', id: string) => {
    const form = multipartForm({ id });
    return ctx.app.inject({
      method: 'POST',
      url: `/orders/payment/webhook/${path}`,
      headers: { 'content-type': form.contentType },
      payload: form.body,
    });
  };

  it('takes a guest from placed order to paid: hosted page, webhooks, mail, ERP export', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const started = await initiate(headers, order.orderId);
    expect(started.statusCode).toBe(200);
    const { checkoutUrl } = started.json();
    expect(checkoutUrl).toMatch(/\/payment-provider\/checkout\/bt_[0-9a-f]{16}$/);

    const page = await ctx.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(order.orderNumber);

    const before = await statusOf(headers, order.orderId);
    expect(before).toMatchObject({
      orderStatus: 'pending',
      final: false,
      payment: { status: 'open', method: 'ideal' },
    });

    const back = await decideAtProvider(ctx.app, checkoutUrl, 'paid');
    expect(back.statusCode).toBe(303);
    const result = new URL(back.headers.location as string);
    expect(result.pathname).toBe('/afrekenen/resultaat');
    expect(result.searchParams.get('order')).toBe(order.orderId);

    const after = await statusOf(headers, order.orderId);
    expect(after).toMatchObject({ orderStatus: 'paid', final: true, payment: { status: 'paid' } });
    expect(after.totals.grossCents).toBe(order.totals.grossCents);
    expect(await confirmations(order.orderNumber)).toHaveLength(1);
    const [exported] = await db()
      .select()
      .from(erpOutbox)
      .where(eq(erpOutbox.orderId, order.orderId));
    expect(exported?.payload).toMatchObject({ orderNumber: order.orderNumber });

    // The paid order left the cart: the same guest starts afresh.
    const cart = (await get('/orders/cart', headers)).json();
    expect(cart.lines).toHaveLength(0);
    const product = await standardProduct(ctx.app);
    expect((await addToCart(ctx.app, headers, product.id)).status).toBe(201);
  });

  it("sends the shopper back to the storefront host they paid from, if it is the brand's", async () => {
    const backTo = async (returnOrigin: string) => {
      const { headers, order } = await guestWithPlacedOrder(ctx.app);
      const { checkoutUrl } = (
        await post(ctx.app, '/orders/payment/initiate', headers, {
          orderId: order.orderId,
          method: 'ideal',
          returnOrigin,
        })
      ).json();
      const back = await decideAtProvider(ctx.app, checkoutUrl, 'cancelled');
      return new URL(back.headers.location as string);
    };
    const local = await backTo('http://localhost:3000');
    expect(local.origin).toBe('http://localhost:3000');
    expect(local.pathname).toBe('/afrekenen/resultaat');
    // Anyone else's site is ignored: the brand's own address is used.
    const foreign = await backTo('https://evil.example');
    expect(foreign.origin).toBe('https://www.easy-felt.nl');
  });

  it('after a failed payment keeps the order and its cart, and takes a second payment', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const first = (await initiate(headers, order.orderId)).json();
    await decideAtProvider(ctx.app, first.checkoutUrl, 'failed');
    const failed = await statusOf(headers, order.orderId);
    expect(failed).toMatchObject({
      orderStatus: 'pending',
      final: true,
      payment: { status: 'failed' },
    });
    const checkout = (await get('/orders/checkout', headers)).json();
    expect(checkout).toMatchObject({ status: 'pending', paymentInProgress: false });
    expect(checkout.cart.lines).toHaveLength(1);

    const second = (await initiate(headers, order.orderId, 'creditcard')).json();
    expect(second.paymentId).not.toBe(first.paymentId);
    await decideAtProvider(ctx.app, second.checkoutUrl, 'paid');
    expect(await statusOf(headers, order.orderId)).toMatchObject({
      orderStatus: 'paid',
      payment: { status: 'paid', method: 'creditcard' },
    });
  });

  it('treats cancelled like failed, and pending as not final', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const first = (await initiate(headers, order.orderId)).json();
    await decideAtProvider(ctx.app, first.checkoutUrl, 'pending');
    expect(await statusOf(headers, order.orderId)).toMatchObject({
      final: false,
      payment: { status: 'pending' },
    });
    await decideAtProvider(ctx.app, first.checkoutUrl, 'cancelled');
    expect(await statusOf(headers, order.orderId)).toMatchObject({
      final: true,
      orderStatus: 'pending',
      payment: { status: 'cancelled' },
    });
  });

  it('expires an untouched payment and lets the shopper pay again', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const first = (await initiate(headers, order.orderId)).json();
    await db()
      .update(builtinProviderPayments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(builtinProviderPayments.idempotencyKey, first.paymentId));
    await webhook('order', order.orderId);
    expect(await statusOf(headers, order.orderId)).toMatchObject({
      final: true,
      payment: { status: 'expired' },
    });
    const second = (await initiate(headers, order.orderId)).json();
    expect(second.paymentId).not.toBe(first.paymentId);
  });

  it('refuses a method the invoice country does not offer, and an order not placed', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const wrong = await initiate(headers, order.orderId, 'bancontact');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const methods = (await get('/orders/payment/methods?country=BE', headers)).json();
    expect(methods.methods[0]).toBe('bancontact');
  });

  it('locks the cart while a payment runs and answers the same payment again', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const first = (await initiate(headers, order.orderId)).json();
    const again = (await initiate(headers, order.orderId)).json();
    expect(again).toEqual(first);
    const product = await standardProduct(ctx.app);
    const add = await post(ctx.app, '/orders/lines', headers, {
      productId: product.id,
      selection: { quantity: 1 },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().error.code).toBe('PAYMENT_IN_PROGRESS');
    const changed = await post(ctx.app, '/Orders/details', headers, details({ firstName: 'Bob' }));
    expect(changed.statusCode).toBe(409);
  });

  it('50 concurrent "pay" submissions for one cart create one order and one payment', async () => {
    const product = await standardProduct(ctx.app);
    const { cartToken } = await addToCart(ctx.app, shopper({}), product.id, 3);
    const headers = shopper({ cartToken });
    await post(ctx.app, '/Orders/details', headers, details());
    await post(ctx.app, '/Orders/shipping', headers, { deliveryType: 'Deliver' });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const placed = await post(ctx.app, '/Orders/complete', headers);
        const { orderId } = placed.json();
        return (await initiate(headers, orderId)).json();
      }),
    );
    const ms = performance.now() - started;
    const orderIds = new Set(results.map((r) => r.orderId));
    const paymentIds = new Set(results.map((r) => r.paymentId));
    expect(orderIds.size).toBe(1);
    expect(paymentIds.size).toBe(1);
    const [orderId] = [...orderIds];
    const rows = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId as string));
    expect(rows).toHaveLength(1);
    const atProvider = await db()
      .select()
      .from(builtinProviderPayments)
      .where(eq(builtinProviderPayments.idempotencyKey, rows[0]?.id as string));
    expect(atProvider).toHaveLength(1);
    const placedOrders = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId as string), eq(orders.status, 'pending')));
    expect(placedOrders).toHaveLength(1);
    console.info(
      `[concurrency] 50 pay submissions -> 1 order, 1 payment in ${ms.toFixed(0)} ms (${ctx.database.driver})`,
    );
  });

  it('a cart change racing a payment start never leaves a payment for another amount', async () => {
    const product = await standardProduct(ctx.app);
    for (let round = 0; round < 10; round++) {
      const { headers, order } = await guestWithPlacedOrder(ctx.app);
      const [started, added] = await Promise.all([
        initiate(headers, order.orderId),
        post(ctx.app, '/orders/lines', headers, {
          productId: product.id,
          selection: { quantity: 1 },
        }),
      ]);
      // One of the two wins; the other is refused and changes nothing.
      expect([started.statusCode, added.statusCode].sort()).toEqual(
        started.statusCode === 200 ? [200, 409] : [201, 422],
      );
      const [row] = await db().select().from(orders).where(eq(orders.id, order.orderId));
      const open = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
      if (started.statusCode === 200) {
        expect(row?.status).toBe('pending');
        expect(open).toHaveLength(1);
        expect(open[0]?.amountCents).toBe(row?.totals?.grossCents);
      } else {
        expect(row?.status).toBe('cart');
        expect(open).toHaveLength(0);
      }
    }
  });

  it('keeps a guest order reachable after the guest logs in', async () => {
    const { headers, order, cartToken } = await guestWithPlacedOrder(ctx.app);
    await initiate(headers, order.orderId);
    const { token } = await registerCustomer(ctx.app, {}, 'EF');
    const asCustomer = shopper({ token, cartToken });
    const status = await get(`/orders/payment/status/${order.orderId}`, asCustomer);
    expect(status.statusCode).toBe(200);
    expect(status.json().orderNumber).toBe(order.orderNumber);
    // Without the browser's cart token the customer has no claim on it.
    expect(
      (await get(`/orders/payment/status/${order.orderId}`, shopper({ token }))).statusCode,
    ).toBe(404);
  });

  it('1000 webhooks, repeated and out of order, settle one payment exactly once', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const { checkoutUrl } = (await initiate(headers, order.orderId)).json();
    const ref = new URL(checkoutUrl).pathname.split('/').pop() as string;
    const started = performance.now();
    const deliveries: Promise<{ statusCode: number }>[] = [];
    for (let i = 0; i < 1000; i++) {
      // The provider's state moves while the reports pour in: open, pending, then paid.
      if (i === 200) deliveries.push(decideAtProvider(ctx.app, checkoutUrl, 'pending'));
      if (i === 600) deliveries.push(decideAtProvider(ctx.app, checkoutUrl, 'paid'));
      deliveries.push(i % 5 === 0 ? webhook('order', order.orderId) : webhook('payment', ref));
    }
    const answers = await Promise.all(deliveries);
    const ms = performance.now() - started;
    expect(answers.every((a) => a.statusCode < 400)).toBe(true);
    // Reports after the end change nothing either.
    await Promise.all(Array.from({ length: 20 }, () => webhook('payment', ref)));

    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment?.status).toBe('paid');
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid?.status).toBe('paid');
    expect(await confirmations(order.orderNumber)).toHaveLength(1);
    expect(
      await db().select().from(erpOutbox).where(eq(erpOutbox.orderId, order.orderId)),
    ).toHaveLength(1);
    console.info(
      `[concurrency] 1000 webhooks -> 1 paid order, 1 mail, 1 ERP row in ${ms.toFixed(0)} ms (${ctx.database.driver})`,
    );
  });

  it('answers webhooks for unknown ids with 200 and changes nothing', async () => {
    expect((await webhook('payment', 'bt_0000000000000000')).statusCode).toBe(200);
    expect((await webhook('order', 'not-a-uuid')).statusCode).toBe(200);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/orders/payment/webhook/payment',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('completes an order whose shopper closed the tab: the webhook alone settles it', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const { checkoutUrl } = (await initiate(headers, order.orderId)).json();
    // The person paid and closed the tab: nobody polls the status, nobody visits the shop.
    await decideAtProvider(ctx.app, checkoutUrl, 'paid');
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid?.status).toBe('paid');
    expect(await confirmations(order.orderNumber)).toHaveLength(1);
  });

  it('completes an order whose webhook was lost: the reconciler asks the provider', async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const { paymentId } = (await initiate(headers, order.orderId)).json();
    // The provider records the payment, but its webhook never arrives.
    await db()
      .update(builtinProviderPayments)
      .set({ status: 'paid' })
      .where(eq(builtinProviderPayments.idempotencyKey, paymentId));
    await db()
      .update(payments)
      .set({ checkAfter: new Date(Date.now() - 1000) })
      .where(eq(payments.id, paymentId));
    await reconcileDue(ctx.app.payments);
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.orderId));
    expect(paid?.status).toBe('paid');
  });

  it('closes a placed order left unpaid for 14 days, but not one whose payment still runs', async () => {
    const unpaid = await guestWithPlacedOrder(ctx.app);
    const paying = await guestWithPlacedOrder(ctx.app);
    await initiate(paying.headers, paying.order.orderId);
    const longAgo = new Date(Date.now() - 15 * 24 * 3600_000);
    for (const id of [unpaid.order.orderId, paying.order.orderId]) {
      await db().update(orders).set({ placedAt: longAgo }).where(eq(orders.id, id));
    }
    expect(await expireUnpaidOrders(db())).toBeGreaterThanOrEqual(1);
    const status = async (id: string) =>
      (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
    expect(await status(unpaid.order.orderId)).toBe('expired');
    expect(await status(paying.order.orderId)).toBe('pending');
    // The guest starts afresh; the expired order keeps its lines for the record.
    expect((await get('/orders/cart', unpaid.headers)).json().lines).toHaveLength(0);
  });

  it("never shows or pays another shopper's order: 404 for foreign ids", async () => {
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    const { checkoutUrl } = (await initiate(headers, order.orderId)).json();
    await decideAtProvider(ctx.app, checkoutUrl, 'paid');
    const stranger = await guestWithPlacedOrder(ctx.app);
    expect(
      (await get(`/orders/payment/status/${order.orderId}`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await initiate(stranger.headers, order.orderId)).statusCode).toBe(404);
    const { token } = await registerCustomer(ctx.app);
    expect(
      (await get(`/orders/payment/status/${order.orderId}`, shopper({ token }))).statusCode,
    ).toBe(404);
    expect((await get(`/Orders/${order.orderId}`, shopper({ token }))).statusCode).toBe(404);
    // Another shop never sees it either.
    expect(
      (await get(`/orders/payment/status/${order.orderId}`, { ...headers, 'x-shop-id': 'ENC' }))
        .statusCode,
    ).toBe(404);
  });

  it("lists a customer's orders and shows one, and refuses guests", async () => {
    const { token } = await registerCustomer(ctx.app);
    const mine = shopper({ token });
    const product = await standardProduct(ctx.app);
    await addToCart(ctx.app, mine, product.id, 2);
    const order = await placeOrder(ctx.app, mine, { deliveryType: 'Pickup' });
    const { checkoutUrl } = (await initiate(mine, order.orderId)).json();
    await decideAtProvider(ctx.app, checkoutUrl, 'paid');
    const list = (await get('/Orders', mine)).json();
    expect(list.orders).toEqual([
      expect.objectContaining({
        id: order.orderId,
        orderNumber: order.orderNumber,
        status: 'paid',
        itemCount: 2,
      }),
    ]);
    const detail = (await get(`/Orders/${order.orderId}`, mine)).json();
    expect(detail).toMatchObject({
      deliveryType: 'Pickup',
      status: 'paid',
      lines: [expect.objectContaining({ quantity: 2 })],
    });
    expect(detail.paidAt).not.toBeNull();
    expect((await get('/Orders', shopper({}))).statusCode).toBe(401);
  });
});
