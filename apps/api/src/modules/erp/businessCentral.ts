import { z } from 'zod';
import type { BusinessCentralConfig } from './config';
import { type Fetch, requestTimeoutMs } from './oauth';
import type { ErpAddress, ErpSalesOrder } from './payload';

/** A salesOrderLine of Business Central's API v2.0, as this shop writes it. */
export interface BcSalesOrderLine {
  lineType: 'Item' | 'Comment';
  lineObjectNumber?: string;
  description: string;
  quantity?: number;
  /** Net unit price in euros; the customer's prices are kept excluding VAT. */
  unitPrice?: number;
}

/** A salesOrder of Business Central's API v2.0, with its lines (deep insert). */
export interface BcSalesOrder {
  externalDocumentNumber: string;
  orderDate: string;
  customerNumber: string;
  currencyCode: string;
  email: string;
  phoneNumber?: string;
  sellToAddressLine1: string;
  sellToAddressLine2?: string;
  sellToCity: string;
  sellToPostCode: string;
  sellToCountry: string;
  shipToName?: string;
  shipToContact?: string;
  shipToAddressLine1?: string;
  shipToAddressLine2?: string;
  shipToCity?: string;
  shipToPostCode?: string;
  shipToCountry?: string;
  salesOrderLines: BcSalesOrderLine[];
}

/** Business Central answered with an error status (or not at all). */
export class BusinessCentralError extends Error {
  override readonly name = 'BusinessCentralError';
  constructor(
    message: string,
    /** The HTTP status, absent when the service could not be reached. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Business Central's field lengths: longer text is refused, so it is cut to fit. */
const cut = (text: string, max: number) => text.slice(0, max);

function streetLine(address: ErpAddress): string {
  const addition = address.houseNumberAddition ? ` ${address.houseNumberAddition}` : '';
  return cut(`${address.street} ${address.houseNumber}${addition}`, 100);
}

const euros = (cents: number) => Math.round(cents) / 100;

function formatEuros(cents: number): string {
  return `EUR ${(cents / 100).toFixed(2)}`;
}

/** The sales order Business Central receives for an exported order. */
export function bcSalesOrderOf(order: ErpSalesOrder, config: BusinessCentralConfig): BcSalesOrder {
  const invoice = order.addresses.invoice;
  const delivery = order.addresses.delivery;
  const lines: BcSalesOrderLine[] = order.lines.map((line) => ({
    lineType: 'Item',
    lineObjectNumber: cut(line.sku, 20),
    description: cut(line.description, 100),
    quantity: line.quantity,
    unitPrice: euros(line.unitNetCents),
  }));
  if (order.shippingNetCents > 0) {
    lines.push(
      config.shippingItemNumber
        ? {
            lineType: 'Item',
            lineObjectNumber: config.shippingItemNumber,
            description: 'Shipping',
            quantity: 1,
            unitPrice: euros(order.shippingNetCents),
          }
        : { lineType: 'Comment', description: `Shipping ${formatEuros(order.shippingNetCents)}` },
    );
  }
  if (order.reverseCharge) {
    const vat = order.customer.vatNumber ? ` ${order.customer.vatNumber}` : '';
    lines.push({ lineType: 'Comment', description: cut(`VAT reverse charge${vat}`, 100) });
  }
  return {
    externalDocumentNumber: cut(order.orderNumber, 35),
    orderDate: order.orderDate,
    customerNumber: config.customerNumber,
    currencyCode: order.currency,
    email: cut(order.customer.email, 80),
    ...(order.customer.phone ? { phoneNumber: cut(order.customer.phone, 30) } : {}),
    sellToAddressLine1: streetLine(invoice),
    sellToCity: cut(invoice.city, 30),
    sellToPostCode: cut(invoice.postcode, 20),
    sellToCountry: invoice.country,
    ...(delivery
      ? {
          shipToName: cut(delivery.name, 100),
          shipToContact: cut(delivery.contact, 100),
          shipToAddressLine1: streetLine(delivery),
          shipToCity: cut(delivery.city, 30),
          shipToPostCode: cut(delivery.postcode, 20),
          shipToCountry: delivery.country,
        }
      : {}),
    salesOrderLines: lines,
  };
}

function salesOrdersUrl(config: BusinessCentralConfig): string {
  const { apiUrl, tenant, environment, companyId } = config;
  return `${apiUrl}/v2.0/${encodeURIComponent(tenant)}/${encodeURIComponent(environment)}/api/v2.0/companies(${encodeURIComponent(companyId)})/salesOrders`;
}

const bcErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const salesOrderRefSchema = z.object({ id: z.string().min(1).max(100) });
const salesOrderListSchema = z.object({ value: z.array(salesOrderRefSchema) });

async function call(
  fetchFn: Fetch,
  url: string,
  accessToken: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BusinessCentralError(`Business Central: ${reason}`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const parsed = bcErrorSchema.safeParse(json);
    const reason = parsed.success
      ? `${parsed.data.error.code}: ${parsed.data.error.message}`
      : text.slice(0, 500);
    throw new BusinessCentralError(
      `Business Central answered ${init.method} salesOrders with ${response.status} ${reason}`.trim(),
      response.status,
    );
  }
  return json;
}

/**
 * Creates the sales order and answers Business Central's id for it. Business Central does not
 * refuse a second order with the same external document number, so an order that an earlier
 * attempt already created (its answer lost to a timeout or a crash) is looked up first and
 * answered instead of being created twice.
 */
export async function postSalesOrder(
  config: BusinessCentralConfig,
  accessToken: string,
  order: ErpSalesOrder,
  fetchFn: Fetch = fetch,
): Promise<string> {
  const url = salesOrdersUrl(config);
  const body = bcSalesOrderOf(order, config);
  const number = body.externalDocumentNumber.replaceAll("'", "''");
  const filter = encodeURIComponent(`externalDocumentNumber eq '${number}'`);
  const found = salesOrderListSchema.safeParse(
    await call(fetchFn, `${url}?$filter=${filter}&$select=id`, accessToken, { method: 'GET' }),
  );
  if (!found.success) {
    throw new BusinessCentralError('Business Central answered the order lookup without a list');
  }
  const existing = found.data.value[0];
  if (existing) return existing.id;
  const created = salesOrderRefSchema.safeParse(
    await call(fetchFn, url, accessToken, { method: 'POST', body }),
  );
  if (!created.success) {
    throw new BusinessCentralError('Business Central created the sales order without an id');
  }
  return created.data.id;
}
