import {
  type Address,
  ApiError,
  type Customer,
  type CustomerDetails,
  checkoutErrorCodes,
} from '@shop/contract';
import type { Brand, Locale } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerAddresses, customers, orders, outboxEmails } from '../../db/schema';
import { loadCustomer } from '../accounts/customers';
import { endAllSessions } from '../accounts/sessions';
import { findCart, paymentInProgress } from '../cart/carts';
import { enqueueMail } from '../mail/service';
import { anonymiseOrdersOf } from '../orders/anonymise';
import { sendVerification } from '../registration/service';

export async function updateAccount(
  db: Database,
  brand: Brand,
  customerId: string,
  input: { address?: Address; locale?: Locale },
): Promise<Customer> {
  await db.transaction(async (tx) => {
    if (input.locale) {
      await tx
        .update(customers)
        .set({ locale: input.locale, updatedAt: new Date() })
        .where(eq(customers.id, customerId));
    }
    if (input.address) {
      const address = {
        ...input.address,
        houseNumberAddition: input.address.houseNumberAddition ?? null,
      };
      await tx
        .insert(customerAddresses)
        .values({ customerId, ...address })
        .onConflictDoUpdate({
          target: customerAddresses.customerId,
          set: { ...address, updatedAt: new Date() },
        });
    }
  });
  return loadCustomer(db, brand.code, customerId);
}

export async function updateDetails(
  db: Database,
  brand: Brand,
  customerId: string,
  details: CustomerDetails,
): Promise<Customer> {
  await db
    .update(customers)
    .set({
      customerType: details.customerType,
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phone ?? null,
      companyName: details.companyName ?? null,
      vatNumber: details.vatNumber ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(customers.id, customerId), eq(customers.shopCode, brand.code)));
  return loadCustomer(db, brand.code, customerId);
}

/** A new verification mail, unless the address is verified already. */
export async function resendVerification(db: Database, brand: Brand, customerId: string) {
  const customer = await loadCustomer(db, brand.code, customerId);
  if (customer.emailVerified) return { sent: false };
  await db.transaction((tx) => sendVerification(tx, brand, customer));
  return { sent: true };
}

/**
 * Removes the account with its address, sessions and tokens, and the mails sent to it; only
 * the confirmation that the account is gone is sent afterwards. Orders, once they exist, are
 * kept for bookkeeping with their personal data anonymised.
 */
export async function deleteAccount(db: Database, brand: Brand, customerId: string) {
  const customer = await loadCustomer(db, brand.code, customerId);
  await db.transaction(async (tx) => {
    // A payment still running would settle an order whose buyer can no longer be told.
    const open = await findCart(tx, brand.code, { customerId });
    // Locked first, as every payment start locks it: no payment can open while we look.
    if (open)
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, open.id)).for('update');
    if (open && (await paymentInProgress(tx, open.id))) {
      throw ApiError.conflict('A payment is in progress; the account can go once it ends', {
        code: checkoutErrorCodes.paymentInProgress,
      });
    }
    await anonymiseOrdersOf(tx, brand.code, customerId);
    await endAllSessions(tx, customerId);
    await tx
      .delete(outboxEmails)
      .where(
        and(eq(outboxEmails.shopCode, brand.code), eq(outboxEmails.toAddress, customer.email)),
      );
    await tx.delete(customers).where(eq(customers.id, customerId));
    await enqueueMail(tx, {
      brand,
      locale: customer.locale,
      to: customer.email,
      template: { kind: 'accountDeleted', firstName: customer.firstName },
    });
  });
}
