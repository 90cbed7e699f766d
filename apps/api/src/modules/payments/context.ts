import { ApiError } from '@shop/contract';
import type { Brand } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orders, type PaymentRow } from '../../db/schema';
import { reachableBy } from '../cart/carts';
import type { Shopper } from '../shopper/shopper';
import type { PaymentProvider, PaymentProviders } from './provider';

export interface PaymentContext {
  db: Database;
  providers: PaymentProviders;
  /** The API's address as payment providers reach it (webhooks). */
  publicApiUrl: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A shopper's placed order of this shop; anyone else's is as absent as a missing one. */
export async function ownOrder(db: Database, brand: Brand, shopper: Shopper, orderId: string) {
  const owner = reachableBy(shopper);
  const [order] = owner
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.shopCode, brand.code), owner))
    : [];
  if (!order) throw ApiError.notFound('Order not found');
  return order;
}

export function providerOf(ctx: PaymentContext, payment: PaymentRow): PaymentProvider {
  const provider = ctx.providers.byId(payment.provider);
  if (!provider)
    throw new Error(`Payment ${payment.id} belongs to unknown provider ${payment.provider}`);
  return provider;
}
