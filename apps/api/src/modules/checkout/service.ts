import {
  ApiError,
  type Checkout,
  type CheckoutDetails,
  checkoutErrorCodes,
  type ShippingOptions,
} from '@shop/contract';
import {
  type Brand,
  type Country,
  countryOfLocale,
  type DeliveryType,
  type Locale,
} from '@shop/site';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { queryRow } from '../../db/rows';
import { orderNumberSequence, orders } from '../../db/schema';
import { type CartRow, findCart, lockForChange, paymentInProgress } from '../cart/carts';
import { refuseAboveOrderMaximum } from '../cart/orderLimit';
import { cartView } from '../cart/service';
import type { Shopper, ShopperScope } from '../shopper/shopper';
import { recordedVatNumberCheck, type VatNumberVerifier } from '../vies/service';
import { promisedDate } from './promisedDate';
import { areaM2, leadWorkingDays, quoteShipping } from './shippingRates';
import { orderTotals, reverseChargeApplies, reverseChargeVatNumber, vatCountryOf } from './totals';

/** Where the goods go: the delivery address, else the invoice address, else the locale's country. */
function deliveryCountry(details: CheckoutDetails | null, locale: Locale): Country {
  if (!details) return countryOfLocale(locale);
  return (details.deliveryAddress ?? details.invoiceAddress).country;
}

function shippingFor(
  brand: Brand,
  country: Country,
  itemsNetCents: number,
  area: number,
  now = new Date(),
): ShippingOptions {
  return {
    country,
    cutOff: brand.deliveryTime,
    options: quoteShipping(country, itemsNetCents, area).map((quote) => ({
      ...quote,
      promisedDate: promisedDate(
        now,
        brand.seat.timeZone,
        brand.deliveryTime,
        leadWorkingDays[quote.deliveryType],
      ),
    })),
  };
}

/**
 * VIES is asked before any row is locked: its answer can take seconds, and a lock held that long
 * would stall the shopper's other requests (on PGlite, every request). Totals then read the
 * answer on record.
 */
async function verifyVatNumber(
  vatNumbers: VatNumberVerifier,
  brand: Brand,
  details: CheckoutDetails | null | undefined,
) {
  const vatNumber = reverseChargeVatNumber(brand, details ?? null);
  if (vatNumber) await vatNumbers.verify(vatNumber);
}

/**
 * Reverse charge only for a VAT number VIES confirmed. When VIES could not answer, VAT is
 * charged and the totals say so: the sale goes ahead, and the VAT can be credited once the
 * number is confirmed (docs/decisions.md).
 */
async function vatTreatment(
  db: Database,
  brand: Brand,
  details: CheckoutDetails | null,
  deliveryType: DeliveryType | null,
) {
  const vatNumber = reverseChargeVatNumber(brand, details);
  if (!vatNumber || !reverseChargeApplies(brand, details, deliveryType)) {
    return { reverseCharge: false };
  }
  const vatNumberCheck = await recordedVatNumberCheck(db, vatNumber);
  return { reverseCharge: vatNumberCheck === 'valid', vatNumberCheck };
}

/** The checkout as it stands; a placed order shows the totals it was placed with. */
export async function checkoutView(
  db: Database,
  brand: Brand,
  order: CartRow | undefined,
  locale: Locale,
): Promise<Checkout> {
  const cart = await cartView(db, order, locale);
  const details = order?.details ?? null;
  const deliveryType = order?.deliveryType ?? null;
  const shipping = shippingFor(
    brand,
    deliveryCountry(details, locale),
    cart.totals.netCents,
    areaM2(cart.lines),
  );
  const option = shipping.options.find((o) => o.deliveryType === deliveryType) ?? null;
  const totals =
    order?.status === 'pending' && order.totals
      ? order.totals
      : orderTotals({
          lineNetCents: cart.lines.map((line) => line.totalNetCents),
          shippingNetCents: option?.available ? option.costNetCents : 0,
          vatCountry: vatCountryOf(brand, countryOfLocale(locale), details, deliveryType),
          ...(await vatTreatment(db, brand, details, deliveryType)),
        });
  return {
    orderId: order?.id ?? null,
    status: order?.status === 'pending' ? 'pending' : 'cart',
    orderNumber: order?.orderNumber ?? null,
    cart,
    details,
    deliveryType,
    shipping: option,
    totals,
    paymentInProgress: order ? await paymentInProgress(db, order.id) : false,
  };
}

export async function getCheckout(
  db: Database,
  vatNumbers: VatNumberVerifier,
  scope: ShopperScope,
) {
  const { shop: brand, shopper, locale } = scope;
  const cart = await findCart(db, brand.code, shopper);
  if (cart?.status === 'cart') await verifyVatNumber(vatNumbers, brand, cart.details);
  return checkoutView(db, brand, cart, locale);
}

const cartEmpty = () =>
  ApiError.unprocessableContent('The cart is empty', { code: checkoutErrorCodes.cartEmpty });

/** Inside a change's transaction: the shopper's open order, locked, with at least one line. */
async function lockedCartWithLines(tx: Database, brand: Brand, shopper: Shopper, locale: Locale) {
  const found = await findCart(tx, brand.code, shopper);
  if (!found) throw cartEmpty();
  const cart = await lockForChange(tx, found.id);
  const view = await cartView(tx, cart, locale);
  if (view.lines.length === 0) throw cartEmpty();
  return { cart, view };
}

async function reload(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Who orders and where it goes. A delivery type the new address cannot have is dropped. */
export async function setDetails(
  db: Database,
  vatNumbers: VatNumberVerifier,
  scope: ShopperScope,
  details: CheckoutDetails,
): Promise<Checkout> {
  const { shop: brand, shopper, locale } = scope;
  await verifyVatNumber(vatNumbers, brand, details);
  return db.transaction(async (tx) => {
    const { cart, view } = await lockedCartWithLines(tx, brand, shopper, locale);
    const options = quoteShipping(
      deliveryCountry(details, locale),
      view.totals.netCents,
      areaM2(view.lines),
    );
    const keepsDelivery = options.some((o) => o.deliveryType === cart.deliveryType && o.available);
    await tx
      .update(orders)
      .set({
        details,
        locale,
        deliveryType: keepsDelivery ? cart.deliveryType : null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, cart.id));
    return checkoutView(tx, brand, await reload(tx, cart.id), locale);
  });
}

export async function shippingOptions(
  db: Database,
  scope: ShopperScope,
  country?: Country,
): Promise<ShippingOptions> {
  const { shop: brand, shopper, locale } = scope;
  const cart = await findCart(db, brand.code, shopper);
  const view = await cartView(db, cart, locale);
  return shippingFor(
    brand,
    country ?? deliveryCountry(cart?.details ?? null, locale),
    view.totals.netCents,
    areaM2(view.lines),
  );
}

export async function setShipping(
  db: Database,
  vatNumbers: VatNumberVerifier,
  scope: ShopperScope,
  deliveryType: DeliveryType,
): Promise<Checkout> {
  const { shop: brand, shopper, locale } = scope;
  await verifyVatNumber(vatNumbers, brand, (await findCart(db, brand.code, shopper))?.details);
  return db.transaction(async (tx) => {
    const { cart, view } = await lockedCartWithLines(tx, brand, shopper, locale);
    const country = deliveryCountry(cart.details, locale);
    const option = quoteShipping(country, view.totals.netCents, areaM2(view.lines)).find(
      (o) => o.deliveryType === deliveryType,
    );
    if (!option?.available) {
      throw ApiError.unprocessableContent(`${deliveryType} is not offered in ${country}`, {
        code: checkoutErrorCodes.deliveryUnavailable,
      });
    }
    await tx
      .update(orders)
      .set({ deliveryType, locale, updatedAt: new Date() })
      .where(eq(orders.id, cart.id));
    return checkoutView(tx, brand, await reload(tx, cart.id), locale);
  });
}

const orderNumberOf = (brand: Brand, at: Date, sequence: number) =>
  `${brand.code}${String(at.getUTCFullYear()).slice(2)}-${String(sequence).padStart(6, '0')}`;

/**
 * Places the order: totals, promised date and order number are frozen and the cart waits for
 * its payment. The order row is locked first, so any number of concurrent calls place it once;
 * a placed order is answered as it is.
 */
export async function completeOrder(
  db: Database,
  vatNumbers: VatNumberVerifier,
  scope: ShopperScope,
): Promise<Checkout> {
  const { shop: brand, shopper, locale } = scope;
  const cart = await findCart(db, brand.code, shopper);
  if (!cart) throw cartEmpty();
  if (cart.status === 'cart') await verifyVatNumber(vatNumbers, brand, cart.details);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, cart.id), eq(orders.shopCode, brand.code)))
      .for('update');
    if (locked?.status !== 'cart') return;
    const view = await checkoutView(tx, brand, locked, locale);
    if (view.cart.lines.length === 0) throw cartEmpty();
    if (!locked.details) {
      throw ApiError.unprocessableContent('Customer details are missing', {
        code: checkoutErrorCodes.detailsMissing,
      });
    }
    if (!view.deliveryType || !view.shipping?.available) {
      throw ApiError.unprocessableContent('Choose how the order is delivered', {
        code: checkoutErrorCodes.shippingMissing,
      });
    }
    // The cart was checked with its locale's VAT; the order's own VAT and shipping count here.
    refuseAboveOrderMaximum(view.totals.grossCents);
    const now = new Date();
    let orderNumber = locked.orderNumber;
    if (!orderNumber) {
      const row = await queryRow(
        tx,
        sql`select nextval(${sql.raw(`'${orderNumberSequence.seqName}'`)}) as n`,
        z.object({ n: z.coerce.number() }),
      );
      orderNumber = orderNumberOf(brand, now, Number(row?.n));
    }
    await tx
      .update(orders)
      .set({
        status: 'pending',
        orderNumber,
        locale,
        totals: view.totals,
        promisedDate: view.shipping.promisedDate,
        placedAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, locked.id));
  });
  return checkoutView(db, brand, await reload(db, cart.id), locale);
}
