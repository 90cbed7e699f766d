import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { guestWithPlacedOrder, post } from '../../test/checkout';
import { createTestApp } from '../../test/testApp';
import { multipartForm } from './formBodies';

describe('payment webhooks with ids that are no ids', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let orderId: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const { headers, order } = await guestWithPlacedOrder(ctx.app);
    orderId = order.orderId;
    const started = await post(ctx.app, '/orders/payment/initiate', headers, {
      orderId,
      method: 'ideal',
    });
    expect(started.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const paymentRows = () =>
    ctx.database.db
      .select({ id: payments.id, status: payments.status, updatedAt: payments.updatedAt })
      .from(payments)
      .where(eq(payments.orderId, orderId));

  const asForm = (path: string, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/orders/payment/webhook/${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  const asMultipart = (path: string, id: string | Buffer) => {
    const boundary = '----shopTest';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n`),
      Buffer.isBuffer(id) ? id : Buffer.from(id),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: `/orders/payment/webhook/${path}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  };

  it('answers an order webhook whose id is 36 dashes as it answers unknown ids, changing nothing', async () => {
    const before = await paymentRows();
    for (const id of ['-'.repeat(36), `${orderId.slice(0, 35)}-`, `{${orderId}}`.slice(0, 36)]) {
      const form = multipartForm({ id });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/orders/payment/webhook/order',
        headers: { 'content-type': form.contentType },
        payload: form.body,
      });
      expect(res.statusCode).toBe(200);
      expect((await asForm('order', `id=${encodeURIComponent(id)}`)).statusCode).toBe(200);
    }
    expect(await paymentRows()).toEqual(before);
  });

  it('answers 400 INVALID_CHARACTER to a payment webhook whose id holds a NUL, changing nothing', async () => {
    const before = await paymentRows();
    for (const res of [
      await asForm('payment', 'id=tr_%00abc'),
      await asMultipart('payment', 'tr_\u0000abc'),
      await asForm('order', `id=${orderId.slice(0, 35)}%00`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('INVALID_CHARACTER');
    }
    expect(await paymentRows()).toEqual(before);
  });

  it('answers payment webhooks with odd unicode ids as unknown ids, changing nothing', async () => {
    const before = await paymentRows();
    const answers = [
      await asForm('payment', `id=${encodeURIComponent('\u{1F600}'.repeat(50))}`),
      await asForm('payment', `id=${encodeURIComponent('tr_\u202E\uFEFF\uFFFE')}`),
      await asForm('payment', 'id=%ED%A0%80%FF%C0%AF'),
      await asMultipart('payment', Buffer.from([0x74, 0x72, 0x5f, 0xed, 0xa0, 0x80, 0xff])),
      await asMultipart('payment', '\u{10FFFF}\u0301'),
    ];
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(await paymentRows()).toEqual(before);
  });

  it('answers 400 PARSE_ERROR to a multipart webhook without a boundary', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/orders/payment/webhook/payment',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'id=tr_abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PARSE_ERROR');
  });
});
