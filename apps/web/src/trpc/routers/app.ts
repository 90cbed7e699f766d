import { createTRPCRouter } from '../init';
import { authRouter } from './auth';
import { cartRouter } from './cart';
import { catalogueRouter } from './catalogue';
import { orderRouter } from './order';
import { shopRouter } from './shop';
import { userRouter } from './user';

/** Feature routers join here: the spec's namespaces cart, user, auth and order, and ours. */
export const appRouter = createTRPCRouter({
  shop: shopRouter,
  auth: authRouter,
  user: userRouter,
  cart: cartRouter,
  catalogue: catalogueRouter,
  order: orderRouter,
});

export type AppRouter = typeof appRouter;
