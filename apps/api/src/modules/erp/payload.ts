import type { CheckoutDetails, OrderTotals } from '@shop/contract';
import type { Brand, Country, DeliveryType, Language } from '@shop/site';
import type { LineSnapshot } from '../../db/schema';

/** A postal address as the ERP receives it. */
export interface ErpAddress {
  /** Who receives mail there: the company, else the person. */
  name: string;
  /** The person to ask for. */
  contact: string;
  street: string;
  houseNumber: string;
  houseNumberAddition?: string;
  postcode: string;
  city: string;
  country: Country;
}

export interface ErpSalesOrderLine {
  sku: string;
  description: string;
  quantity: number;
  /** Net (excl. VAT) unit price in euro cents. */
  unitNetCents: number;
}

/**
 * A paid order as it waits in the ERP outbox: a snapshot taken when it was paid, so the export
 * sends exactly what the customer bought even if the order changes later.
 */
export interface ErpSalesOrder {
  orderNumber: string;
  /** The day it was paid in the shop's time zone, YYYY-MM-DD. */
  orderDate: string;
  customer: {
    name: string;
    email: string;
    phone?: string;
    companyName?: string;
    vatNumber?: string;
  };
  addresses: {
    invoice: ErpAddress;
    /** Absent when the customer picks the order up. */
    delivery?: ErpAddress;
  };
  deliveryType?: DeliveryType;
  lines: ErpSalesOrderLine[];
  shippingNetCents: number;
  totals: { netCents: number; vatCents: number; grossCents: number };
  /** EU business customer abroad: 0 % VAT, the customer accounts for it. */
  reverseCharge: boolean;
  currency: 'EUR';
}

export interface SalesOrderSource {
  brand: Brand;
  orderNumber: string;
  paidAt: Date;
  details: CheckoutDetails;
  totals: OrderTotals;
  deliveryType?: DeliveryType | null;
  lines: ReadonlyArray<{ quantity: number; unitNetCents: number; snapshot: LineSnapshot }>;
  /** The language of line descriptions; the back office reads Dutch by default. */
  language?: Language;
}

/** The date of an instant on the wall calendar of a time zone, YYYY-MM-DD. */
export function calendarDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as ISO does.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function lineDescription(snapshot: LineSnapshot, language: Language): string {
  const { names } = snapshot;
  return names[language] ?? names.nl ?? names.en ?? Object.values(names)[0] ?? snapshot.sku;
}

/**
 * The outbox payload of a paid order (pure: the caller reads the order and its lines inside the
 * transaction that marks it paid and passes them in).
 */
export function salesOrderPayload(source: SalesOrderSource): ErpSalesOrder {
  const { details, totals, language = 'nl' } = source;
  const person = `${details.firstName} ${details.lastName}`.trim();
  const name = details.companyName ?? person;
  const address = (a: CheckoutDetails['invoiceAddress']): ErpAddress => ({
    name,
    contact: person,
    street: a.street,
    houseNumber: a.houseNumber,
    ...(a.houseNumberAddition ? { houseNumberAddition: a.houseNumberAddition } : {}),
    postcode: a.postcode,
    city: a.city,
    country: a.country,
  });
  const pickup = source.deliveryType === 'Pickup';
  return {
    orderNumber: source.orderNumber,
    orderDate: calendarDate(source.paidAt, source.brand.seat.timeZone),
    customer: {
      name: person,
      email: details.email,
      ...(details.phone ? { phone: details.phone } : {}),
      ...(details.companyName ? { companyName: details.companyName } : {}),
      ...(details.vatNumber ? { vatNumber: details.vatNumber } : {}),
    },
    addresses: {
      invoice: address(details.invoiceAddress),
      ...(pickup ? {} : { delivery: address(details.deliveryAddress ?? details.invoiceAddress) }),
    },
    ...(source.deliveryType ? { deliveryType: source.deliveryType } : {}),
    lines: source.lines.map((line) => ({
      sku: line.snapshot.sku,
      description: lineDescription(line.snapshot, language),
      quantity: line.quantity,
      unitNetCents: line.unitNetCents,
    })),
    shippingNetCents: totals.shippingNetCents,
    totals: { netCents: totals.netCents, vatCents: totals.vatCents, grossCents: totals.grossCents },
    reverseCharge: totals.reverseCharge,
    currency: 'EUR',
  };
}
