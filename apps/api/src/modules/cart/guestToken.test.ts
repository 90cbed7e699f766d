import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, shopper, standardProduct } from '../../test/checkout';
import { jpegPhoto, uploadPhoto } from '../../test/photos';
import { createTestApp } from '../../test/testApp';

describe('the guest token a cart starts under', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let product: { id: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    product = await standardProduct(ctx.app);
  });
  afterAll(() => ctx.close());

  const cartOf = async (cartToken: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/orders/cart', headers: shopper({ cartToken }) })
    ).json();

  it('answers a token of its own to a guest whose token this shop never issued', async () => {
    const madeUp = 'x'.repeat(43);
    const { cartToken } = await addToCart(ctx.app, shopper({ cartToken: madeUp }), product.id, 1);
    expect(cartToken).toBeDefined();
    expect(cartToken).not.toBe(madeUp);
    expect((await cartOf(madeUp)).lines).toEqual([]);
  });

  it('keeps the token of a photo uploaded first, and two first lines at once make one cart', async () => {
    const uploaded = await uploadPhoto(ctx.app, shopper({}), await jpegPhoto(800, 600));
    const { cartToken } = uploaded.json();
    const headers = shopper({ cartToken });
    const answers = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: '/orders/lines',
        headers,
        payload: { productId: product.id, selection: { quantity: 1 } },
      }),
      ctx.app.inject({
        method: 'POST',
        url: '/orders/lines',
        headers,
        payload: { productId: product.id, selection: { quantity: 2 } },
      }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers.map((a) => a.json().cartToken)).toEqual([undefined, undefined]);
    const cart = await cartOf(cartToken);
    expect(cart.itemCount).toBe(3);
  });
});
