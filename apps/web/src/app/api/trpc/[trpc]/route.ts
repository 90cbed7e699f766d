import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import {
  maxBatchSize,
  maxJsonBodyBytes,
  refuseCrossSite,
  refuseNonJson,
  refuseOversizedBody,
} from '@/server/requestGuards';
import { createTRPCContext } from '@/trpc/init';
import { appRouter } from '@/trpc/routers/app';

const handler = (req: Request) =>
  refuseCrossSite(req) ??
  refuseOversizedBody(req, maxJsonBodyBytes) ??
  refuseNonJson(req) ??
  fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    maxBatchSize,
    // Queries with personal input are posted (see postedQueries in trpc/links.ts).
    allowMethodOverride: true,
    createContext: ({ resHeaders }) => createTRPCContext({ headers: req.headers, resHeaders }),
  });

export { handler as GET, handler as POST };
