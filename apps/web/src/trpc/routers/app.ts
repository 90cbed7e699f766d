import { createTRPCRouter } from '../init';
import { shopRouter } from './shop';

/** Feature routers join here; the namespaces cart, user, auth and order come with their features. */
export const appRouter = createTRPCRouter({
  shop: shopRouter,
});

export type AppRouter = typeof appRouter;
