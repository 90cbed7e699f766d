import { ApiError, type LineSelection } from '@shop/contract';
import { priceSelection } from '@shop/contract/pricing';
import type { Brand } from '@shop/site';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type OrderLineRow,
  orderLines,
  type ProductRow,
  products,
  productTranslations,
} from '../../db/schema';

/** Prices a selection for a product, or refuses it with the configurator's reasons (422). */
export function priced(
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

export async function productOfShop(db: Database, brand: Brand, productId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopCode, brand.code)));
  if (!product) throw ApiError.notFound('Product not found');
  return product;
}

export async function namesOf(db: Database, productId: string) {
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

/** The same product with the same choices: one line, whatever its quantity. */
export function sameLine(line: OrderLineRow, productId: string, selection: LineSelection): boolean {
  return line.productId === productId && sameChoice(line.snapshot.selection, selection);
}

/** A line set to a new quantity, re-priced: the unit price follows the quantity tiers. */
export async function repriceLine(
  tx: Database,
  product: ProductRow,
  line: OrderLineRow,
  quantity: number,
) {
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
}

/** More of a line's product (999 at most). */
export function addToLine(tx: Database, product: ProductRow, line: OrderLineRow, extra: number) {
  return repriceLine(tx, product, line, Math.min(999, line.quantity + extra));
}
