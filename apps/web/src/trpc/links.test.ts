import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTRPCContext, createTRPCRouter, publicProcedure } from './init';
import { makeLinks } from './links';

// A router in the shape of the spec's namespaces, served in-process by tRPC's fetch adapter.
const testRouter = createTRPCRouter({
  cart: createTRPCRouter({
    get: publicProcedure.query(() => ({ lines: 0 })),
    order: createTRPCRouter({ status: publicProcedure.query(() => 'open') }),
    add: publicProcedure.input(z.object({ sku: z.string() })).mutation(({ input }) => input.sku),
  }),
  user: createTRPCRouter({ me: publicProcedure.query(({ ctx }) => ctx.locale) }),
  auth: createTRPCRouter({
    checkEmail: publicProcedure
      .input(z.object({ email: z.string() }))
      .query(({ input }) => input.email.length),
  }),
});

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
}
let seen: Seen[] = [];
afterEach(() => {
  seen = [];
});

const serve: typeof fetch = async (input, init) => {
  const request = new Request(input as string, init);
  seen.push({ method: request.method, url: new URL(request.url), headers: request.headers });
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: testRouter,
    allowMethodOverride: true,
    createContext: () => createTRPCContext({ headers: request.headers }),
  });
};

function client(forwardHeaders?: () => Record<string, string>) {
  const links = makeLinks({
    url: 'http://shop.test/api/trpc',
    locale: 'de-AT',
    fetch: serve,
    forwardHeaders,
  });
  // The links are typed for the app's router; this router shares its config (superjson).
  return createTRPCClient<typeof testRouter>({
    links: links as unknown as TRPCLink<typeof testRouter>[],
  });
}

describe('tRPC client links (spec section 7)', () => {
  it('posts the e-mail check, so the address stays out of URLs and access logs', async () => {
    const email = 'sanne@example.nl';
    expect(await client().auth.checkEmail.query({ email })).toBe(email.length);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.search).not.toContain('example');
  });

  it('batches ordinary queries into one streamed GET with the procedure paths joined by commas', async () => {
    const trpc = client();
    const [cart, me] = await Promise.all([trpc.cart.get.query(), trpc.user.me.query()]);
    expect(cart).toEqual({ lines: 0 });
    expect(me).toBe('de-AT');
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('GET');
    expect(call?.url.pathname).toBe('/api/trpc/cart.get,user.me');
    expect(call?.url.searchParams.get('batch')).toBe('1');
    expect(call?.headers.get('trpc-accept')).toBe('application/jsonl');
  });

  it('sends cart.order queries alone, unbatched', async () => {
    const trpc = client();
    await Promise.all([trpc.cart.order.status.query(), trpc.cart.get.query()]);
    expect(seen).toHaveLength(2);
    const order = seen.find((s) => s.url.pathname.endsWith('cart.order.status'));
    expect(order?.url.searchParams.has('batch')).toBe(false);
  });

  it('sends mutations alone as POST with a JSON body', async () => {
    const trpc = client();
    await expect(trpc.cart.add.mutate({ sku: 'felt-1' })).resolves.toBe('felt-1');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url.searchParams.has('batch')).toBe(false);
  });

  it('marks every request x-ssr: 1 with the locale, and forwards headers when rendering on the server', async () => {
    const trpc = client(() => ({
      cookie: 'NEXT_LOCALE=de-AT',
      'x-forwarded-host': 'easy-felt.localhost',
    }));
    await trpc.cart.get.query();
    await trpc.cart.add.mutate({ sku: 'x' });
    for (const call of seen) {
      expect(call.headers.get('x-ssr')).toBe('1');
      expect(call.headers.get('x-locale')).toBe('de-AT');
      expect(call.headers.get('cookie')).toBe('NEXT_LOCALE=de-AT');
      expect(call.headers.get('x-forwarded-host')).toBe('easy-felt.localhost');
    }
  });
});
