import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema';
import { registerCustomer, shopperIp, strongPassword } from '../../test/accounts';
import { addToCart, guestWithPlacedOrder, placeOrder, post, shopper } from '../../test/checkout';
import { jpegPhoto, uploadPhoto } from '../../test/photos';
import { createTestApp } from '../../test/testApp';

describe('a guest cart on login', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let products: { id: string }[];
  beforeAll(async () => {
    ctx = await createTestApp();
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/Products?pageSize=100',
      headers: { 'x-shop-id': 'EF' },
    });
    products = list.json().items.filter((p: { kind: string }) => p.kind === 'standard');
  });
  afterAll(() => ctx.close());

  const cartOf = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers })).json();

  async function login(email: string, cartToken: string) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { ...shopper({ cartToken }), 'x-forwarded-for': shopperIp() },
      payload: { email, password: strongPassword },
    });
    expect(res.statusCode).toBe(200);
    return res.json().session.token as string;
  }

  it('joins the customer cart: same products add up, others move over, the guest cart ends', async () => {
    const [a, b] = products as [{ id: string }, { id: string }];
    const { token, body } = await registerCustomer(ctx.app);
    await addToCart(ctx.app, shopper({ token }), a.id, 1);

    const { cartToken } = await addToCart(ctx.app, shopper({}), a.id, 2);
    await addToCart(ctx.app, shopper({ cartToken }), b.id, 1);
    const session = await login(body.email as string, cartToken as string);

    const merged = await cartOf(shopper({ token: session }));
    const quantities = Object.fromEntries(
      merged.lines.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity]),
    );
    expect(quantities).toEqual({ [a.id]: 3, [b.id]: 1 });
    expect((await cartOf(shopper({ cartToken }))).lines).toHaveLength(0);
  });

  it('hands the guest cart to a customer who has none, and the guest token stops reaching it', async () => {
    const [a] = products as [{ id: string }];
    const { cartToken } = await addToCart(ctx.app, shopper({}), a.id, 4);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/Registration',
      headers: { ...shopper({ cartToken }), 'x-forwarded-for': shopperIp() },
      payload: {
        customerType: 'Private',
        email: `merge.${Date.now()}@example.nl`,
        password: strongPassword,
        firstName: 'Mila',
        lastName: 'Bakker',
        locale: 'nl-NL',
      },
    });
    expect(res.statusCode).toBe(201);
    const mine = await cartOf(shopper({ token: res.json().session.token }));
    expect(mine.lines).toEqual([expect.objectContaining({ productId: a.id, quantity: 4 })]);
    expect((await cartOf(shopper({ cartToken }))).lines).toHaveLength(0);
  });

  it('leaves both carts alone while the customer pays', async () => {
    const [a, b] = products as [{ id: string }, { id: string }];
    const { token, body } = await registerCustomer(ctx.app);
    const mine = shopper({ token });
    await addToCart(ctx.app, mine, a.id, 1);
    const order = await placeOrder(ctx.app, mine);
    await post(ctx.app, '/orders/payment/initiate', mine, {
      orderId: order.orderId,
      method: 'ideal',
    });

    const { cartToken } = await addToCart(ctx.app, shopper({}), b.id, 1);
    const session = await login(body.email as string, cartToken as string);
    const after = await cartOf(shopper({ token: session }));
    expect(after.lines.map((l: { productId: string }) => l.productId)).toEqual([a.id]);
    expect((await cartOf(shopper({ cartToken }))).lines).toHaveLength(1);
  });

  it('keeps an order the guest placed, with its number, when the customer has a cart', async () => {
    const [a] = products as [{ id: string }];
    const { token, body } = await registerCustomer(ctx.app);
    await addToCart(ctx.app, shopper({ token }), a.id, 1);
    const { order, cartToken, headers } = await guestWithPlacedOrder(ctx.app);
    const session = await login(body.email as string, cartToken);

    const placed = await ctx.app.inject({ method: 'GET', url: '/orders/checkout', headers });
    expect(placed.statusCode).toBe(200);
    expect(order.orderNumber).toMatch(/\d/);
    expect(placed.json()).toMatchObject({ orderId: order.orderId, orderNumber: order.orderNumber });
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/orders/payment/status/${order.orderId}`,
      headers: shopper({ token: session, cartToken }),
    });
    expect(status.statusCode).toBe(200);
    const mine = await cartOf(shopper({ token: session }));
    expect(mine.lines.map((l: { productId: string }) => l.productId)).toEqual([a.id]);
  });

  it('hands a photo uploaded as a guest over to the customer who logs in', async () => {
    const { body } = await registerCustomer(ctx.app);
    const uploaded = await uploadPhoto(ctx.app, shopper({}), await jpegPhoto(1200, 800));
    expect(uploaded.statusCode).toBe(201);
    const { file, cartToken } = uploaded.json();
    const session = await login(body.email as string, cartToken);
    const read = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/Uploads/${file}`, headers });
    expect((await read(shopper({ token: session }))).statusCode).toBe(200);
    expect((await read(shopper({ cartToken }))).statusCode).toBe(404);
  });

  it('never fails a login over a guest line that can no longer be priced', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/Products?pageSize=100',
      headers: { 'x-shop-id': 'EF' },
    });
    const panel = list.json().items.find((p: { kind: string }) => p.kind === 'panel');
    const rules = (
      await ctx.app.inject({
        method: 'GET',
        url: `/Products/configuration/${panel.id}`,
        headers: { 'x-shop-id': 'EF' },
      })
    ).json();
    const selection = {
      widthMm: rules.width.min + rules.width.step * 10,
      heightMm: rules.height.min,
      thicknessMm: rules.thicknesses[0].mm,
      colour: rules.colours.find((c: { thicknesses?: number[] }) => !c.thicknesses).code,
      quantity: 1,
    };
    const addPanel = (headers: Record<string, string>) =>
      post(ctx.app, '/orders/lines', headers, { productId: panel.id, selection });
    const { token, body } = await registerCustomer(ctx.app);
    expect((await addPanel(shopper({ token }))).statusCode).toBe(201);
    const guest = await addPanel(shopper({}));
    const cartToken = guest.json().cartToken as string;
    // Since then the product's rules changed: the chosen size is no longer made.
    for (const line of await ctx.database.db.select().from(orderLines)) {
      if (line.productId !== panel.id) continue;
      await ctx.database.db
        .update(orderLines)
        .set({ snapshot: { ...line.snapshot, selection: { ...selection, widthMm: 1 } } })
        .where(eq(orderLines.id, line.id));
    }
    const session = await login(body.email as string, cartToken);
    expect(session.length).toBeGreaterThan(20);
    // Not merged: the guest's cart is still there for the next attempt.
    expect((await cartOf(shopper({ cartToken }))).lines).toHaveLength(1);
  });
});
