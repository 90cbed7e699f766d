import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { bearer, registerCustomer } from '../../test/accounts';
import {
  addToCart,
  decideAtProvider,
  placeOrder,
  post,
  shopper,
  standardProduct,
} from '../../test/checkout';
import { createTestApp } from '../../test/testApp';

describe('deleting an account with orders', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let product: { id: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    product = await standardProduct(ctx.app);
  });
  afterAll(() => ctx.close());

  const orderRow = async (id: string) =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0];

  async function paidOrder(headers: Record<string, string>) {
    await addToCart(ctx.app, headers, product.id, 1);
    const order = await placeOrder(ctx.app, headers);
    const { checkoutUrl } = (
      await post(ctx.app, '/orders/payment/initiate', headers, {
        orderId: order.orderId,
        method: 'ideal',
      })
    ).json();
    await decideAtProvider(ctx.app, checkoutUrl, 'paid');
    return order as { orderId: string; orderNumber: string };
  }

  it('keeps a paid order for the books with only what its invoice needs', async () => {
    const { token } = await registerCustomer(ctx.app);
    const headers = shopper({ token });
    const paid = await paidOrder(headers);
    expect((await orderRow(paid.orderId))?.status).toBe('paid');
    await addToCart(ctx.app, headers, product.id, 3);
    const open = (await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers })).json();

    const del = await ctx.app.inject({ method: 'DELETE', url: '/me', headers: bearer(token) });
    expect(del.statusCode).toBe(204);

    const kept = await orderRow(paid.orderId);
    expect(kept).toMatchObject({ status: 'paid', orderNumber: paid.orderNumber, customerId: null });
    expect(kept?.details).toMatchObject({ firstName: 'Anna', lastName: 'Jansen', email: '' });
    expect(kept?.details?.phone).toBeUndefined();
    expect(kept?.details?.invoiceAddress.city).toBeTruthy();
    expect(JSON.stringify(kept?.details)).not.toContain('@');
    expect(await orderRow(open.orderId)).toBeUndefined();
  });

  it('refuses while a payment is running, keeping account and order', async () => {
    const { token } = await registerCustomer(ctx.app);
    const headers = shopper({ token });
    await addToCart(ctx.app, headers, product.id, 1);
    const order = await placeOrder(ctx.app, headers);
    await post(ctx.app, '/orders/payment/initiate', headers, {
      orderId: order.orderId,
      method: 'ideal',
    });
    const del = await ctx.app.inject({ method: 'DELETE', url: '/me', headers: bearer(token) });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.code).toBe('PAYMENT_IN_PROGRESS');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect((await orderRow(order.orderId))?.details?.email).toContain('@');
  });
});
