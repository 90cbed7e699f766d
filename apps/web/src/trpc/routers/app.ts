import { createTRPCRouter } from '../init';
import { authRouter } from './auth';
import { shopRouter } from './shop';
import { userRouter } from './user';

/** Feature routers join here; the namespaces cart, user, auth and order come with their features. */
export const appRouter = createTRPCRouter({
  shop: shopRouter,
  auth: authRouter,
  user: userRouter,
});

export type AppRouter = typeof appRouter;
