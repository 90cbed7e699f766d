import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions } from '../../db/schema';
import { bearer, latestMailTo, registerCustomer, strongPassword } from '../../test/accounts';
import { createTestApp } from '../../test/testApp';

describe('my account', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const address = {
    street: 'Keizersgracht',
    houseNumber: '123',
    houseNumberAddition: 'A',
    postcode: '1015 CJ',
    city: 'Amsterdam',
    country: 'NL',
  };

  it('changes the address and reads it back', async () => {
    const { token } = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/me',
      headers: bearer(token),
      payload: { address },
    });
    expect(res.json()).toMatchObject({ address });
    expect(res.statusCode).toBe(200);
    expect(res.json().address).toEqual(address);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/me',
      headers: bearer(token),
      payload: { address: { ...address, houseNumberAddition: '', city: 'Haarlem' } },
    });
    expect(changed.json().address).toEqual({
      street: 'Keizersgracht',
      houseNumber: '123',
      postcode: '1015 CJ',
      city: 'Haarlem',
      country: 'NL',
    });
  });

  it('changes details, switching to a business customer with a VAT number', async () => {
    const { token } = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/me/details',
      headers: bearer(token),
      payload: {
        customerType: 'Business',
        firstName: 'Sanne',
        lastName: 'Jansen',
        phone: '020-123-4567',
        companyName: 'Akoestiek BV',
        vatNumber: 'BE0123456789',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      customerType: 'Business',
      lastName: 'Jansen',
      vatNumber: 'BE0123456789',
    });
  });

  it('refuses invalid details with message keys and changes nothing', async () => {
    const { token, body } = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/me/details',
      headers: bearer(token),
      payload: { customerType: 'Private', firstName: '', lastName: 'X', phone: 'not a phone' },
    });
    expect(res.statusCode).toBe(400);
    const details = JSON.stringify(res.json().error.details);
    expect(details).toContain('yup.errors.mixed.required');
    expect(details).toContain('yup.errors.string.phonenumber');
    const me = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) });
    expect(me.json().firstName).toBe(body.firstName);
  });

  it("never lets one customer's session read or change another's account", async () => {
    const alice = await registerCustomer(ctx.app, { firstName: 'Alice' });
    const bob = await registerCustomer(ctx.app, { firstName: 'Bob' });
    const asBob = await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(bob.token) });
    expect(asBob.json().firstName).toBe('Bob');
    await ctx.app.inject({
      method: 'PUT',
      url: '/me',
      headers: bearer(bob.token),
      payload: { address },
    });
    const asAlice = await ctx.app.inject({
      method: 'GET',
      url: '/me',
      headers: bearer(alice.token),
    });
    expect(asAlice.json()).toMatchObject({ firstName: 'Alice', address: null });
  });

  it('sends the verification mail again while unverified', async () => {
    const { token, body } = await registerCustomer(ctx.app);
    const res = await ctx.app.inject({ method: 'POST', url: '/me/verify', headers: bearer(token) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    expect((await latestMailTo(ctx.database.db, body.email))?.template).toBe('verifyEmail');
  });

  it('deletes the account: data gone, sessions ended, a confirmation mailed, login fails', async () => {
    const { token, body, res } = await registerCustomer(ctx.app);
    const id = res.json().customer.id;
    const del = await ctx.app.inject({ method: 'DELETE', url: '/me', headers: bearer(token) });
    expect(del.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(customers).where(eq(customers.id, id))).toHaveLength(
      0,
    );
    expect(
      await ctx.database.db.select().from(sessions).where(eq(sessions.customerId, id)),
    ).toHaveLength(0);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const mail = await latestMailTo(ctx.database.db, body.email);
    expect(mail?.template).toBe('accountDeleted');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: bearer(token),
      payload: { email: body.email, password: strongPassword },
    });
    expect(login.statusCode).toBe(401);
  });
});
