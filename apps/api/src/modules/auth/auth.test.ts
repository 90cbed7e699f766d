import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../db/schema';
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

describe('login, logout, forgot and reset', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const login = (email: string, password: string, headers = shopHeaders()) =>
    ctx.app.inject({ method: 'POST', url: '/auth/login', headers, payload: { email, password } });

  it('logs in with the right password and answers the customer and a session', async () => {
    const { body } = await registerCustomer(ctx.app);
    const res = await login(body.email.toUpperCase(), strongPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.email).toBe(body.email);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/me',
      headers: bearer(res.json().session.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown address identically (no enumeration)', async () => {
    const { body } = await registerCustomer(ctx.app);
    const wrong = await login(body.email, 'Wrong#Password1');
    const unknown = await login(uniqueEmail('niemand'), 'Wrong#Password1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  it('locks an account after 5 failed attempts with 429 and Retry-After, even with the right password', async () => {
    const { body } = await registerCustomer(ctx.app);
    for (let i = 0; i < 5; i++)
      expect((await login(body.email, 'Wrong#Password1')).statusCode).toBe(401);
    const locked = await login(body.email, strongPassword);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('lets no more than 5 of 20 concurrent wrong passwords be checked', async () => {
    const { body } = await registerCustomer(ctx.app);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(
          body.email,
          'Wrong#Password1',
          shopHeaders('EF', { 'x-forwarded-for': `203.0.113.${i}` }),
        ),
      ).map(async (res) => (await res).statusCode),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect((await login(body.email, strongPassword)).statusCode).toBe(429);
  });

  it('does not count a successful login against the account', async () => {
    const { body } = await registerCustomer(ctx.app);
    for (let i = 0; i < 4; i++) await login(body.email, 'Wrong#Password1');
    for (let i = 0; i < 3; i++)
      expect((await login(body.email, strongPassword)).statusCode).toBe(200);
    expect((await login(body.email, 'Wrong#Password1')).statusCode).toBe(401);
  });

  it('limits login attempts per IP address', async () => {
    const headers = shopHeaders('EF', { 'x-forwarded-for': '198.51.100.23' });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await login(`ip${i}@example.nl`, 'x', headers)).statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('ends the session on logout: /me answers 401 afterwards', async () => {
    const { token } = await registerCustomer(ctx.app);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(me.json().error.code).toBe('SESSION_REQUIRED');
  });

  it('answers /me with 401 without a session or with a made-up one', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/me', headers: shopHeaders() })).statusCode,
    ).toBe(401);
    const fake = await ctx.app.inject({
      method: 'GET',
      url: '/me',
      headers: bearer('x'.repeat(43)),
    });
    expect(fake.statusCode).toBe(401);
  });

  it('answers forgot-password the same for known and unknown addresses, mailing only the known', async () => {
    const { body } = await registerCustomer(ctx.app);
    const stranger = uniqueEmail('onbekend');
    const forgot = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/forgot',
        headers: shopHeaders(),
        payload: { email },
      });
    const known = await forgot(body.email);
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await ctx.app.afterResponse.idle();
    expect((await latestMailTo(ctx.database.db, body.email))?.template).toBe('resetPassword');
    expect(await latestMailTo(ctx.database.db, stranger)).toBeUndefined();
  });

  it('resets the password once with the mailed token, ending every session', async () => {
    const { body, token: session } = await registerCustomer(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/forgot',
      headers: shopHeaders(),
      payload: { email: body.email },
    });
    await ctx.app.afterResponse.idle();
    const token = tokenInMail(await latestMailTo(ctx.database.db, body.email));
    const validate = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/reset/validate',
        headers: shopHeaders(),
        payload: { token },
      });
    expect((await validate()).json()).toEqual({ valid: true });

    const newPassword = 'Nieuw#Wachtwoord9';
    const reset = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/auth/reset',
        headers: shopHeaders(),
        payload: { token, password: newPassword },
      });
    expect((await reset()).statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(session) })).statusCode,
    ).toBe(401);
    expect((await login(body.email, strongPassword)).statusCode).toBe(401);
    expect((await login(body.email, newPassword)).statusCode).toBe(200);

    const reused = await reset();
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('TOKEN_INVALID');
    expect((await validate()).json()).toEqual({ valid: false, reason: 'invalid' });
  });

  it('tells the reset page that an expired link is expired, and refuses it', async () => {
    const { body } = await registerCustomer(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/forgot',
      headers: shopHeaders(),
      payload: { email: body.email },
    });
    await ctx.app.afterResponse.idle();
    const token = tokenInMail(await latestMailTo(ctx.database.db, body.email));
    await ctx.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const validate = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset/validate',
      headers: shopHeaders(),
      payload: { token },
    });
    expect(validate.json()).toEqual({ valid: false, reason: 'expired' });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: shopHeaders(),
      payload: { token, password: 'Nieuw#Wachtwoord9' },
    });
    expect(reset.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a new password that breaks the rules, keeping the token usable', async () => {
    const { body } = await registerCustomer(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/auth/forgot',
      headers: shopHeaders(),
      payload: { email: body.email },
    });
    await ctx.app.afterResponse.idle();
    const token = tokenInMail(await latestMailTo(ctx.database.db, body.email));
    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset',
      headers: shopHeaders(),
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const validate = await ctx.app.inject({
      method: 'POST',
      url: '/auth/reset/validate',
      headers: shopHeaders(),
      payload: { token },
    });
    expect(validate.json()).toEqual({ valid: true });
  });
});
