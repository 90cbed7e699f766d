import { configurationRulesSchema } from '@shop/contract';
import { lowestPriceCents } from '@shop/contract/pricing';
import type { Brand } from '@shop/site';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';

export interface RuleSetHealth {
  id: string;
  sku: string;
  kind: string;
  healthy: boolean;
  problems: string[];
}

/**
 * Checks every configurable product's rule set: it must parse, have at least one orderable
 * configuration, and its listed "price from" must still be what the rules give.
 */
export async function ruleSetHealth(db: Database, brand: Brand) {
  const rows = await db
    .select({
      id: products.id,
      sku: products.sku,
      kind: products.kind,
      rules: products.configuration,
      priceFromCents: products.priceFromCents,
    })
    .from(products)
    .where(and(eq(products.shopCode, brand.code), isNotNull(products.configuration)));
  const items: RuleSetHealth[] = rows.map((row) => {
    const problems: string[] = [];
    const parsed = configurationRulesSchema.safeParse(row.rules);
    if (!parsed.success) {
      problems.push(
        `rules do not parse: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
      );
    } else {
      try {
        const lowest = lowestPriceCents(parsed.data);
        if (lowest !== row.priceFromCents) {
          problems.push(`price from is ${row.priceFromCents} but the rules give ${lowest}`);
        }
      } catch {
        problems.push('no configuration of these rules can be ordered');
      }
    }
    return { id: row.id, sku: row.sku, kind: row.kind, healthy: problems.length === 0, problems };
  });
  return {
    healthy: items.every((item) => item.healthy),
    checked: items.length,
    unhealthy: items.filter((item) => !item.healthy).length,
    items,
  };
}
