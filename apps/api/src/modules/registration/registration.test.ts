import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, customers } from '../../db/schema';
import {
  bearer,
  latestMailTo,
  registerCustomer,
  shopHeaders,
  strongPassword,
  tokenInMail,
  uniqueEmail,
} from '../../test/accounts';
import { createTestApp } from '../../test/testApp';

describe('registration', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('registers a private customer, stores an argon2id hash and logs them in', async () => {
    const { res, body } = await registerCustomer(ctx.app);
    expect(res.statusCode).toBe(201);
    const { customer, session } = res.json();
    expect(customer).toMatchObject({
      email: body.email,
      customerType: 'Private',
      emailVerified: false,
      companyName: null,
    });
    expect(session.token.length).toBeGreaterThanOrEqual(40);
    const [row] = await ctx.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(strongPassword);
  });

  it('registers a business customer with company name and a normalised EU VAT number', async () => {
    const { res } = await registerCustomer(ctx.app, {
      customerType: 'Business',
      companyName: 'Stilte BV',
      vatNumber: 'nl 8123.45.678 b01',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().customer).toMatchObject({
      companyName: 'Stilte BV',
      vatNumber: 'NL812345678B01',
    });
  });

  it('refuses a business customer without a valid VAT number, and stores nothing', async () => {
    const email = uniqueEmail('zakelijk');
    const { res } = await registerCustomer(ctx.app, {
      email,
      customerType: 'Business',
      companyName: 'Stilte BV',
      vatNumber: 'NL123',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.details)).toContain('yup.errors.mixed.vatNumber');
    const rows = await ctx.database.db.select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(0);
  });

  it('enforces the password rules on the server', async () => {
    const { res } = await registerCustomer(ctx.app, { password: 'weakpassword' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().error.details)).toContain('yup.errors.string.password');
  });

  it('answers 409 EMAIL_TAKEN for an address that already has an account, in any case', async () => {
    const email = uniqueEmail();
    await registerCustomer(ctx.app, { email });
    const { res } = await registerCustomer(ctx.app, { email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_TAKEN');
  });

  it('keeps accounts apart per shop: the same address may register in another shop', async () => {
    const email = uniqueEmail();
    await registerCustomer(ctx.app, { email }, 'EF');
    const { res } = await registerCustomer(ctx.app, { email }, 'ENC');
    expect(res.statusCode).toBe(201);
  });

  it('mails a verification link that verifies once and then no more', async () => {
    const { body, token: session } = await registerCustomer(ctx.app);
    const mail = await latestMailTo(ctx.database.db, body.email);
    expect(mail?.template).toBe('verifyEmail');
    const token = tokenInMail(mail);
    expect(mail?.text).toContain('/e-mailadres-bevestigen?token=');

    const verify = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/Registration/verify',
        headers: shopHeaders(),
        payload: { token },
      });
    const first = await verify();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ verified: true });
    const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(session) });
    expect(me.json().emailVerified).toBe(true);

    const again = await verify();
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('TOKEN_INVALID');
  });

  it('refuses an expired verification link with TOKEN_EXPIRED', async () => {
    const { body } = await registerCustomer(ctx.app);
    const token = tokenInMail(await latestMailTo(ctx.database.db, body.email));
    await ctx.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/Registration/verify',
      headers: shopHeaders(),
      payload: { token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('does not verify with a token mailed by another shop', async () => {
    const { body } = await registerCustomer(ctx.app, {}, 'ENC');
    const token = tokenInMail(await latestMailTo(ctx.database.db, body.email));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/Registration/verify',
      headers: shopHeaders('EF'),
      payload: { token },
    });
    expect(res.statusCode).toBe(400);
  });

  it('limits registrations per IP with 429 and Retry-After', async () => {
    const headers = shopHeaders('FIB', { 'x-forwarded-for': '203.0.113.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/Registration',
        headers,
        // Invalid on purpose: the limit counts attempts, and no argon2 work is wasted here.
        payload: { email: 'x' },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
