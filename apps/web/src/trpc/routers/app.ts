import { createTRPCRouter } from '../init';
import { authRouter } from './auth';
import { cartRouter } from './cart';
import { catalogueRouter } from './catalogue';
import { shopRouter } from './shop';
import { userRouter } from './user';

/** Feature routers join here; the namespaces cart, user, auth and order come with their features. */
export const appRouter = createTRPCRouter({
  shop: shopRouter,
  auth: authRouter,
  user: userRouter,
  cart: cartRouter,
  catalogue: catalogueRouter,
});

export type AppRouter = typeof appRouter;
