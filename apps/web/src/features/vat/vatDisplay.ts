import 'server-only';
import { type VatDisplay, vatCookie, vatDisplayDefault } from '@shop/site';
import { cookies } from 'next/headers';

/** The shopper's choice of prices with or without VAT; included unless they chose otherwise. */
export async function vatDisplay(): Promise<VatDisplay> {
  const value = (await cookies()).get(vatCookie.name)?.value;
  return value === 'excl' || value === 'incl' ? value : vatDisplayDefault;
}
