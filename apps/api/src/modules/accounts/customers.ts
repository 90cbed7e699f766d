import { ApiError, type Customer } from '@shop/contract';
import { isLocale } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema';

export async function findCustomerByEmail(db: Database, shopCode: string, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.shopCode, shopCode), eq(customers.email, email.trim().toLowerCase())));
  return row;
}

/**
 * The customer as the API shows it. Scoped by shop as well as id: a session never reaches
 * another shop's account; a missing customer is a 404, never a hint that it exists elsewhere.
 */
export async function loadCustomer(db: Database, shopCode: string, id: string): Promise<Customer> {
  const [row] = await db
    .select({ customer: customers, address: customerAddresses })
    .from(customers)
    .leftJoin(customerAddresses, eq(customerAddresses.customerId, customers.id))
    .where(and(eq(customers.id, id), eq(customers.shopCode, shopCode)));
  if (!row) throw ApiError.notFound('Customer not found');
  const { customer: c, address: a } = row;
  return {
    id: c.id,
    email: c.email,
    customerType: c.customerType,
    firstName: c.firstName,
    lastName: c.lastName,
    phone: c.phone,
    companyName: c.companyName,
    vatNumber: c.vatNumber,
    locale: isLocale(c.locale) ? c.locale : 'nl-NL',
    emailVerified: c.emailVerifiedAt !== null,
    address: a
      ? {
          street: a.street,
          houseNumber: a.houseNumber,
          houseNumberAddition: a.houseNumberAddition ?? undefined,
          postcode: a.postcode,
          city: a.city,
          country: a.country as NonNullable<Customer['address']>['country'],
        }
      : null,
    createdAt: c.createdAt.toISOString(),
  };
}
