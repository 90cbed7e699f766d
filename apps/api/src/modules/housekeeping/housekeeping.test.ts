import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountTokens,
  orderLines,
  orders,
  rateLimitBuckets,
  sessions,
  uploads,
} from '../../db/schema';
import { registerCustomer } from '../../test/accounts';
import {
  addToCart,
  decideAtProvider,
  guestWithPlacedOrder,
  placeOrder,
  post,
  shopper,
  standardProduct,
} from '../../test/checkout';
import { jpegPhoto, photoPrintProduct, uploadPhoto } from '../../test/photos';
import { createTestApp, testFiles } from '../../test/testApp';
import { hashSecret } from '../accounts/secrets';
import { startHousekeeping } from './worker';

const daysAgo = (days: number): SQL => sql`now() - make_interval(days => ${days})`;

describe('housekeeping', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let product: { id: string };
  let printProduct: Awaited<ReturnType<typeof photoPrintProduct>>;
  beforeAll(async () => {
    ctx = await createTestApp();
    product = await standardProduct(ctx.app);
    printProduct = await photoPrintProduct(ctx.app);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  /** One pass of the worker every API process runs; any failure it logs fails the test. */
  async function housekeep() {
    const failures: unknown[] = [];
    const worker = startHousekeeping(db(), testFiles, {
      log: { info: () => {}, error: (entry: unknown) => failures.push(entry) },
    });
    await worker.stop();
    expect(failures).toEqual([]);
  }

  const orderOf = async (cartToken: string) =>
    (
      await db()
        .select()
        .from(orders)
        .where(eq(orders.cartTokenHash, hashSecret(cartToken)))
    )[0];

  const linesOf = async (orderId: string) =>
    db().select().from(orderLines).where(eq(orderLines.orderId, orderId));

  const ageOrder = (orderId: string, days: number) =>
    db()
      .update(orders)
      .set({ updatedAt: daysAgo(days) })
      .where(eq(orders.id, orderId));

  const ageUploads = (ids: string[], days: number) =>
    db()
      .update(uploads)
      .set({ createdAt: daysAgo(days) })
      .where(inArray(uploads.id, ids));

  const uploadRow = async (id: string) =>
    (await db().select().from(uploads).where(eq(uploads.id, id)))[0];

  it('deletes expired sessions and keeps live ones', async () => {
    const expired = await registerCustomer(ctx.app);
    const live = await registerCustomer(ctx.app);
    await db()
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, hashSecret(expired.token)));
    await housekeep();
    const left = await db()
      .select()
      .from(sessions)
      .where(inArray(sessions.tokenHash, [hashSecret(expired.token), hashSecret(live.token)]));
    expect(left.map((s) => s.tokenHash)).toEqual([hashSecret(live.token)]);
  });

  it('deletes mailed tokens a day after their use or a week after their expiry', async () => {
    // Each registration mails a confirmation link: one token per customer.
    const customers = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await registerCustomer(ctx.app)).res.json().customer.id as string,
      ),
    );
    const [expiredLongAgo, expiredLately, usedLongAgo, usedLately, unused] = customers as [
      string,
      string,
      string,
      string,
      string,
    ];
    const set = (customerId: string, values: { expiresAt?: SQL; usedAt?: SQL }) =>
      db().update(accountTokens).set(values).where(eq(accountTokens.customerId, customerId));
    await set(expiredLongAgo, { expiresAt: daysAgo(8) });
    await set(expiredLately, { expiresAt: daysAgo(2) });
    await set(usedLongAgo, { usedAt: daysAgo(2) });
    await set(usedLately, { usedAt: sql`now() - interval '1 hour'` });
    await housekeep();
    const left = await db()
      .select({ customerId: accountTokens.customerId })
      .from(accountTokens)
      .where(inArray(accountTokens.customerId, customers));
    expect(left.map((t) => t.customerId).sort()).toEqual(
      [expiredLately, usedLately, unused].sort(),
    );
  });

  it('deletes rate-limit windows that have passed and keeps running ones', async () => {
    const knock = (address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/Uploads',
        headers: { 'x-shop-id': 'EF', 'x-forwarded-for': address },
        payload: {},
      });
    await knock('203.0.113.1');
    await knock('203.0.113.2');
    await db()
      .update(rateLimitBuckets)
      .set({ windowStart: sql`now() - interval '2 hours'` })
      .where(eq(rateLimitBuckets.key, 'upload:ip:203.0.113.1'));
    await housekeep();
    const left = await db()
      .select()
      .from(rateLimitBuckets)
      .where(inArray(rateLimitBuckets.key, ['upload:ip:203.0.113.1', 'upload:ip:203.0.113.2']));
    expect(left.map((b) => b.key)).toEqual(['upload:ip:203.0.113.2']);
    // The address counts afresh.
    await knock('203.0.113.1');
    const [fresh] = await db()
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.key, 'upload:ip:203.0.113.1'));
    expect(fresh?.hits).toBe(1);
  });

  it('deletes guest carts untouched for 90 days with their lines, and no order ever placed', async () => {
    const abandoned = (await addToCart(ctx.app, shopper({}), product.id)).cartToken as string;
    const recent = (await addToCart(ctx.app, shopper({}), product.id)).cartToken as string;
    const customer = await registerCustomer(ctx.app);
    await addToCart(ctx.app, shopper({ token: customer.token }), product.id);
    const placed = await guestWithPlacedOrder(ctx.app);
    const paid = await guestWithPlacedOrder(ctx.app);
    const payment = await post(ctx.app, '/orders/payment/initiate', paid.headers, {
      orderId: paid.order.orderId,
      method: 'ideal',
    });
    await decideAtProvider(ctx.app, payment.json().checkoutUrl, 'paid');
    // Changed after it was placed: a cart again, but with its order number and history.
    const reopened = await guestWithPlacedOrder(ctx.app);
    expect((await addToCart(ctx.app, reopened.headers, product.id)).status).toBe(201);

    const abandonedOrder = await orderOf(abandoned);
    const recentOrder = await orderOf(recent);
    const [customerCart] = await db()
      .select()
      .from(orders)
      .where(eq(orders.customerId, customer.res.json().customer.id));
    const kept = [
      recentOrder,
      customerCart,
      await orderOf(placed.cartToken),
      await orderOf(paid.cartToken),
      await orderOf(reopened.cartToken),
    ];
    expect(kept.map((o) => o?.status)).toEqual(['cart', 'cart', 'pending', 'paid', 'cart']);
    if (!abandonedOrder || !recentOrder) throw new Error('carts missing');
    await ageOrder(abandonedOrder.id, 91);
    await ageOrder(recentOrder.id, 89);
    for (const order of kept.slice(1)) await ageOrder(order?.id as string, 400);

    await housekeep();
    expect(await orderOf(abandoned)).toBeUndefined();
    expect(await linesOf(abandonedOrder.id)).toEqual([]);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/orders/cart',
      headers: shopper({ cartToken: abandoned }),
    });
    expect(cart.json().lines).toEqual([]);
    for (const order of kept) {
      const [still] = await db()
        .select()
        .from(orders)
        .where(eq(orders.id, order?.id as string));
      expect(still?.status).toBe(order?.status);
      expect((await linesOf(order?.id as string)).length).toBeGreaterThan(0);
    }
  });

  describe('uploads', () => {
    /** A new guest's photo and a print cut from it at the size's proportions. */
    async function photoAndPrint() {
      const photo = (await uploadPhoto(ctx.app, shopper({}), await jpegPhoto(600, 400))).json();
      const cartToken = photo.cartToken as string;
      const width = 300;
      const height = Math.round((width * printProduct.heightMm) / printProduct.widthMm);
      const cropped = await post(
        ctx.app,
        `/Products/configuration/${printProduct.id}/crop`,
        shopper({ cartToken }),
        {
          uploadId: photo.id,
          widthMm: printProduct.widthMm,
          heightMm: printProduct.heightMm,
          crop: { x: 0, y: 0, width, height },
        },
      );
      expect(cropped.statusCode).toBe(200);
      const print = cropped.json();
      return { photo, print: { id: print.uploadId, file: print.file }, cartToken };
    }

    const addPrintToCart = async (cartToken: string, uploadId: string) => {
      const { id, widthMm, heightMm, thicknessMm } = printProduct;
      const res = await post(ctx.app, '/orders/lines', shopper({ cartToken }), {
        productId: id,
        selection: { widthMm, heightMm, thicknessMm, quantity: 1, uploadId },
      });
      expect(res.statusCode).toBe(201);
    };

    const gone = async (upload: { id: string; file: string }) =>
      !(await uploadRow(upload.id)) && !(await testFiles.exists(upload.file));
    const there = async (upload: { id: string; file: string }) =>
      Boolean(await uploadRow(upload.id)) && (await testFiles.exists(upload.file));

    it('deletes a photo in no cart or order 7 days after its upload, with its file', async () => {
      const old = (await uploadPhoto(ctx.app, shopper({}), await jpegPhoto(40, 30))).json();
      const young = (await uploadPhoto(ctx.app, shopper({}), await jpegPhoto(40, 30))).json();
      await ageUploads([old.id], 8);
      await ageUploads([young.id], 6);
      await housekeep();
      expect(await gone(old)).toBe(true);
      expect(await there(young)).toBe(true);
      const served = await ctx.app.inject({
        method: 'GET',
        url: `/Uploads/${old.file}`,
        headers: shopper({ cartToken: old.cartToken }),
      });
      expect(served.statusCode).toBe(404);
    });

    it('keeps the print and photo of a cart line and of placed and paid orders', async () => {
      const inCart = await photoAndPrint();
      await addPrintToCart(inCart.cartToken, inCart.print.id);

      const ordered = await photoAndPrint();
      await addPrintToCart(ordered.cartToken, ordered.print.id);
      const order = await placeOrder(ctx.app, shopper({ cartToken: ordered.cartToken }));

      const paidOne = await photoAndPrint();
      await addPrintToCart(paidOne.cartToken, paidOne.print.id);
      const paidOrder = await placeOrder(ctx.app, shopper({ cartToken: paidOne.cartToken }));
      const payment = await post(
        ctx.app,
        '/orders/payment/initiate',
        shopper({ cartToken: paidOne.cartToken }),
        { orderId: paidOrder.orderId, method: 'ideal' },
      );
      await decideAtProvider(ctx.app, payment.json().checkoutUrl, 'paid');
      expect(
        (await db().select().from(orders).where(eq(orders.id, order.orderId)))[0]?.status,
      ).toBe('pending');

      const all = [inCart, ordered, paidOne].flatMap(({ photo, print }) => [photo, print]);
      await ageUploads(
        all.map((u) => u.id),
        30,
      );
      await housekeep();
      for (const upload of all) expect(await there(upload)).toBe(true);
    });

    it('deletes unused prints first and their photo in the next pass', async () => {
      const { photo, print } = await photoAndPrint();
      await ageUploads([photo.id, print.id], 8);
      await housekeep();
      expect(await gone(print)).toBe(true);
      // The print was still there when the photo was asked about.
      expect(await there(photo)).toBe(true);
      await housekeep();
      expect(await gone(photo)).toBe(true);
    });

    it('lets the photos of an abandoned guest cart go with it', async () => {
      const { photo, print, cartToken } = await photoAndPrint();
      await addPrintToCart(cartToken, print.id);
      const cart = await orderOf(cartToken);
      await ageOrder(cart?.id as string, 91);
      await ageUploads([photo.id, print.id], 91);
      await housekeep();
      expect(await orderOf(cartToken)).toBeUndefined();
      expect(await gone(print)).toBe(true);
      await housekeep();
      expect(await gone(photo)).toBe(true);
    });
  });
});
