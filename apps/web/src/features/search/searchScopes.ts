import { type SearchScopeValue, searchScopeValues } from '@shop/contract';
import type { Brand } from '@shop/site';

/** The scopes a brand offers: its switch on, and products only where it sells them. */
export function scopesOf(brand: Brand): SearchScopeValue[] {
  return searchScopeValues.filter(
    (scope) =>
      brand.features.search[scope === '' ? 'All' : scope] &&
      (scope !== 'Product' || brand.features.products),
  );
}
