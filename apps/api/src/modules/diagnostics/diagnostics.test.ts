import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp } from '../../test/testApp';

describe('GET /Diagnostics/elfsquad/products', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const check = () =>
    ctx.app.inject({
      method: 'GET',
      url: '/Diagnostics/elfsquad/products',
      headers: { 'x-shop-id': 'FIB' },
    });

  it('reports every configurable product of the seeded shop healthy', async () => {
    const body = (await check()).json();
    expect(body.checked).toBeGreaterThanOrEqual(15);
    expect(body).toMatchObject({ healthy: true, unhealthy: 0 });
  });

  it('names a product whose listed price no longer matches its rules, and one whose rules are broken', async () => {
    const [first, second] = (await check()).json().items;
    await ctx.database.db
      .update(products)
      .set({ priceFromCents: 1 })
      .where(eq(products.id, first.id));
    await ctx.database.db
      .update(products)
      .set({ configuration: { kind: 'panel' } as never })
      .where(eq(products.id, second.id));
    const body = (await check()).json();
    expect(body).toMatchObject({ healthy: false, unhealthy: 2 });
    const byId = new Map(body.items.map((item: { id: string }) => [item.id, item]));
    expect((byId.get(first.id) as { problems: string[] }).problems[0]).toMatch(/price from is 1/);
    expect((byId.get(second.id) as { problems: string[] }).problems[0]).toMatch(/do not parse/);
  });
});
