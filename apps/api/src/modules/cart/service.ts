import {
  ApiError,
  type Cart,
  type CartLine,
  type LineSelection,
  priceSelection,
} from '@shop/contract';
import {
  type Brand,
  countryOfLocale,
  type Locale,
  languageOfLocale,
  vatOf,
  vatRates,
} from '@shop/site';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orderLines, orders, products, productTranslations } from '../../db/schema';
import { ownedUpload } from '../uploads/service';
import {
  type CartRow,
  findCart,
  findOrCreateCart,
  lockForChange,
  paymentInProgress,
  type Shopper,
  touchCart,
} from './carts';
import { ownerKey } from './shopper';

type LineRow = typeof orderLines.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** Prices a selection for a product, or refuses it with the configurator's reasons (422). */
function priced(
  product: ProductRow,
  selection: LineSelection,
): { selection: LineSelection; unitNetCents: number } {
  if (!product.configuration) {
    return { selection: { quantity: selection.quantity }, unitNetCents: product.priceFromCents };
  }
  if (!('widthMm' in selection)) {
    throw ApiError.unprocessableContent('This product must be configured', {
      code: 'INVALID_CONFIGURATION',
    });
  }
  const result = priceSelection(product.configuration, selection);
  if (!result.ok) {
    throw ApiError.unprocessableContent('This configuration cannot be ordered', {
      code: 'INVALID_CONFIGURATION',
      details: result.errors,
    });
  }
  return {
    selection: { ...selection, ...result.resolved },
    unitNetCents: result.price.unitNetCents,
  };
}

async function productOfShop(db: Database, brand: Brand, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopCode, brand.code)));
  if (!product) throw ApiError.notFound('Product not found');
  return product;
}

/** A print only of the shopper's own photo: another's upload id is as good as none. */
async function requireOwnPhoto(db: Database, brand: Brand, shopper: Shopper, uploadId: string) {
  const owner = ownerKey(shopper);
  const upload = owner ? await ownedUpload(db, brand, owner, { id: uploadId }) : undefined;
  if (!upload) throw ApiError.notFound('Photo not found');
}

async function namesOf(db: Database, productId: string) {
  const rows = await db
    .select({ language: productTranslations.language, name: productTranslations.name })
    .from(productTranslations)
    .where(eq(productTranslations.productId, productId));
  return Object.fromEntries(rows.map((row) => [row.language, row.name]));
}

function sameChoice(a: LineSelection, b: LineSelection): boolean {
  const { quantity: _a, ...restA } = a;
  const { quantity: _b, ...restB } = b;
  return (
    JSON.stringify(Object.entries(restA).sort()) === JSON.stringify(Object.entries(restB).sort())
  );
}

/** Adds a priced line; the same product with the same choices adds to that line instead. */
export async function addLine(
  db: Database,
  brand: Brand,
  shopper: Shopper,
  locale: Locale,
  input: { productId: string; selection: LineSelection },
) {
  const product = await productOfShop(db, brand, input.productId);
  const line = priced(product, input.selection);
  if ('uploadId' in line.selection && line.selection.uploadId) {
    await requireOwnPhoto(db, brand, shopper, line.selection.uploadId);
  }
  return db.transaction(async (tx) => {
    const { cart, cartToken } = await findOrCreateCart(tx, brand.code, shopper);
    await lockForChange(tx, cart.id);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, cart.id));
    const same = lines.find(
      (l) => l.productId === product.id && sameChoice(l.snapshot.selection, line.selection),
    );
    if (same) {
      const quantity = Math.min(999, same.quantity + line.selection.quantity);
      const repriced = priced(product, { ...same.snapshot.selection, quantity });
      await tx
        .update(orderLines)
        .set({
          quantity,
          unitNetCents: repriced.unitNetCents,
          snapshot: { ...same.snapshot, selection: repriced.selection },
          updatedAt: new Date(),
        })
        .where(eq(orderLines.id, same.id));
    } else {
      await tx.insert(orderLines).values({
        orderId: cart.id,
        productId: product.id,
        quantity: line.selection.quantity,
        unitNetCents: line.unitNetCents,
        snapshot: {
          sku: product.sku,
          kind: product.kind,
          names: await namesOf(tx, product.id),
          selection: line.selection,
        },
      });
    }
    await touchCart(tx, cart.id);
    return { ...(await cartView(tx, brand, cart, locale)), cartToken };
  });
}

async function lineOfCart(db: Database, brand: Brand, shopper: Shopper, lineId: string) {
  const cart = await findCart(db, brand.code, shopper);
  const [line] = cart
    ? await db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, cart.id)))
    : [];
  // Another shopper's line, or none: the same 404 either way.
  if (!cart || !line) throw ApiError.notFound('Cart line not found');
  return { cart: await lockForChange(db, cart.id), line };
}

/** A new quantity: the unit price follows the product's quantity tiers. */
export async function updateLine(
  db: Database,
  brand: Brand,
  shopper: Shopper,
  locale: Locale,
  lineId: string,
  quantity: number,
) {
  return db.transaction(async (tx) => {
    const { cart, line } = await lineOfCart(tx, brand, shopper, lineId);
    const product = await productOfShop(tx, brand, line.productId);
    const repriced = priced(product, { ...line.snapshot.selection, quantity });
    await tx
      .update(orderLines)
      .set({
        quantity,
        unitNetCents: repriced.unitNetCents,
        snapshot: { ...line.snapshot, selection: repriced.selection },
        updatedAt: new Date(),
      })
      .where(eq(orderLines.id, line.id));
    await touchCart(tx, cart.id);
    return cartView(tx, brand, cart, locale);
  });
}

export async function removeLine(
  db: Database,
  brand: Brand,
  shopper: Shopper,
  locale: Locale,
  lineId: string,
) {
  return db.transaction(async (tx) => {
    const { cart, line } = await lineOfCart(tx, brand, shopper, lineId);
    await tx.delete(orderLines).where(eq(orderLines.id, line.id));
    await touchCart(tx, cart.id);
    return cartView(tx, brand, cart, locale);
  });
}

export async function getCart(db: Database, brand: Brand, shopper: Shopper, locale: Locale) {
  const cart = await findCart(db, brand.code, shopper);
  return cartView(db, brand, cart, locale);
}

/** The cart as the storefront shows it: names in the locale, VAT of the locale's country. */
export async function cartView(
  db: Database,
  brand: Brand,
  cart: CartRow | undefined,
  locale: Locale,
): Promise<Cart> {
  const country = countryOfLocale(locale);
  const language = languageOfLocale(locale);
  const rows = cart
    ? await db
        .select({ line: orderLines, product: products, translation: productTranslations })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .leftJoin(
          productTranslations,
          and(
            eq(productTranslations.productId, products.id),
            eq(productTranslations.language, language),
          ),
        )
        .where(eq(orderLines.orderId, cart.id))
        .orderBy(asc(orderLines.createdAt))
    : [];
  const lines: CartLine[] = rows.map(({ line, product, translation }) =>
    view(line, product, translation, language),
  );
  const netCents = lines.reduce((sum, line) => sum + line.totalNetCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + vatOf(line.totalNetCents, country), 0);
  return {
    id: cart?.id ?? null,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: { netCents, vatCents, grossCents: netCents + vatCents, vatRatePct: vatRates[country] },
  };
}

function view(
  line: LineRow,
  product: ProductRow,
  translation: typeof productTranslations.$inferSelect | null,
  language: string,
): CartLine {
  return {
    id: line.id,
    productId: product.id,
    sku: line.snapshot.sku,
    kind: line.snapshot.kind,
    name: line.snapshot.names[language] ?? translation?.name ?? line.snapshot.sku,
    slug: translation?.slug ?? null,
    image: product.images[0] ?? null,
    selection: line.snapshot.selection,
    quantity: line.quantity,
    unitNetCents: line.unitNetCents,
    totalNetCents: line.unitNetCents * line.quantity,
  };
}

/**
 * On login: the guest's cart joins the customer's. The same product with the same choices adds
 * up (repriced for its new quantity tier); other lines move over. A customer cart whose payment
 * is running stays untouched, and the guest cart waits for the next login.
 */
export async function mergeGuestCart(
  db: Database,
  brand: Brand,
  customerId: string,
  cartToken: string | undefined,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  if (!cartToken) return;
  try {
    await mergeInto(db, brand, customerId, cartToken);
  } catch (err) {
    // A line that can no longer be priced must not cost the shopper their login: the guest
    // cart stays as it is, and the next login tries again.
    log?.warn({ err }, 'guest cart not merged');
  }
}

async function mergeInto(db: Database, brand: Brand, customerId: string, cartToken: string) {
  await db.transaction(async (tx) => {
    const guest = await findCart(tx, brand.code, { cartToken });
    if (!guest || guest.customerId || (await paymentInProgress(tx, guest.id))) return;
    const mine = await findCart(tx, brand.code, { customerId });
    if (!mine) {
      // The guest token must not reach the cart once it is the customer's.
      await tx
        .update(orders)
        .set({ customerId, cartTokenHash: null, updatedAt: new Date() })
        .where(eq(orders.id, guest.id));
      return;
    }
    if (await paymentInProgress(tx, mine.id)) return;
    await lockForChange(tx, mine.id);
    const [guestLines, myLines] = await Promise.all([
      tx.select().from(orderLines).where(eq(orderLines.orderId, guest.id)),
      tx.select().from(orderLines).where(eq(orderLines.orderId, mine.id)),
    ]);
    for (const line of guestLines) {
      const same = myLines.find(
        (l) =>
          l.productId === line.productId &&
          sameChoice(l.snapshot.selection, line.snapshot.selection),
      );
      if (!same) {
        await tx.update(orderLines).set({ orderId: mine.id }).where(eq(orderLines.id, line.id));
        continue;
      }
      const product = await productOfShop(tx, brand, line.productId);
      const quantity = Math.min(999, same.quantity + line.quantity);
      const repriced = priced(product, { ...same.snapshot.selection, quantity });
      await tx
        .update(orderLines)
        .set({
          quantity,
          unitNetCents: repriced.unitNetCents,
          snapshot: { ...same.snapshot, selection: repriced.selection },
          updatedAt: new Date(),
        })
        .where(eq(orderLines.id, same.id));
    }
    await tx.delete(orders).where(eq(orders.id, guest.id));
    await touchCart(tx, mine.id);
  });
}
