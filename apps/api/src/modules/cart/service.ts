import { ApiError, type Cart, type CartLine, type LineSelection } from '@shop/contract';
import {
  type Brand,
  countryOfLocale,
  type Locale,
  languageOfLocale,
  vatOf,
  vatRates,
} from '@shop/site';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type OrderLineRow,
  orderLines,
  type ProductRow,
  type ProductTranslationRow,
  products,
  productTranslations,
} from '../../db/schema';
import type { ShopperScope } from '../shopper/shopper';
import { ownerKey, type Shopper } from '../shopper/shopper';
import { ownedUpload } from '../uploads/service';
import { type CartRow, findCart, findOrCreateCart, lockForChange, touchCart } from './carts';
import { addToLine, namesOf, priced, productOfShop, repriceLine, sameLine } from './lines';
import { refuseAboveOrderMaximum } from './orderLimit';

/**
 * A print only of the shopper's own photo: another's upload id is as good as none. The upload
 * stays locked until the transaction ends, so the purge of unused uploads cannot take it while
 * its line is being written.
 */
async function requireOwnPhoto(tx: Database, brand: Brand, shopper: Shopper, uploadId: string) {
  const owner = ownerKey(shopper);
  const upload = owner
    ? await ownedUpload(tx, brand, owner, { id: uploadId }, { keep: true })
    : undefined;
  if (!upload) throw ApiError.notFound('Photo not found');
}

/** Adds a priced line; the same product with the same choices adds to that line instead. */
export async function addLine(
  db: Database,
  scope: ShopperScope,
  input: { productId: string; selection: LineSelection },
) {
  const { shop: brand, shopper, locale } = scope;
  const product = await productOfShop(db, brand, input.productId);
  const line = priced(product, input.selection);
  return db.transaction(async (tx) => {
    if ('uploadId' in line.selection && line.selection.uploadId) {
      await requireOwnPhoto(tx, brand, shopper, line.selection.uploadId);
    }
    const { cart, cartToken } = await findOrCreateCart(tx, brand.code, shopper);
    await lockForChange(tx, cart.id);
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, cart.id));
    const same = lines.find((l) => sameLine(l, product.id, line.selection));
    if (same) {
      await addToLine(tx, product, same, line.selection.quantity);
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
    const view = await cartView(tx, cart, locale);
    refuseAboveOrderMaximum(view.totals.grossCents);
    return { ...view, cartToken };
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
  scope: ShopperScope,
  lineId: string,
  quantity: number,
) {
  const { shop: brand, shopper, locale } = scope;
  return db.transaction(async (tx) => {
    const { cart, line } = await lineOfCart(tx, brand, shopper, lineId);
    await repriceLine(tx, await productOfShop(tx, brand, line.productId), line, quantity);
    await touchCart(tx, cart.id);
    const view = await cartView(tx, cart, locale);
    // Fewer of a line is always allowed, so a cart over the maximum can be brought back under it.
    if (quantity > line.quantity) refuseAboveOrderMaximum(view.totals.grossCents);
    return view;
  });
}

export async function removeLine(db: Database, scope: ShopperScope, lineId: string) {
  const { shop: brand, shopper, locale } = scope;
  return db.transaction(async (tx) => {
    const { cart, line } = await lineOfCart(tx, brand, shopper, lineId);
    await tx.delete(orderLines).where(eq(orderLines.id, line.id));
    await touchCart(tx, cart.id);
    return cartView(tx, cart, locale);
  });
}

export async function getCart(db: Database, scope: ShopperScope) {
  const { shop: brand, shopper, locale } = scope;
  const cart = await findCart(db, brand.code, shopper);
  return cartView(db, cart, locale);
}

/** The cart as the storefront shows it: names in the locale, VAT of the locale's country. */
export async function cartView(
  db: Database,
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
  line: OrderLineRow,
  product: ProductRow,
  translation: ProductTranslationRow | null,
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
