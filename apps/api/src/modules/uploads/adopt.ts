import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads } from '../../db/schema';
import { ownerKey } from '../shopper/shopper';

/**
 * On login: the photos and prints a guest uploaded in this browser become the customer's, so
 * the photo print they were framing (and its cart line) still works after logging in.
 */
export async function adoptGuestUploads(
  db: Database,
  shopCode: string,
  customerId: string,
  cartToken: string | undefined,
): Promise<void> {
  const guest = cartToken ? ownerKey({ cartToken }) : undefined;
  const customer = ownerKey({ customerId });
  if (!guest || !customer) return;
  await db
    .update(uploads)
    .set({ owner: customer })
    .where(and(eq(uploads.shopCode, shopCode), eq(uploads.owner, guest)));
}
