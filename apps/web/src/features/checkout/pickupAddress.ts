import 'server-only';
import type { Brand } from '@shop/site';
import { getTranslations } from 'next-intl/server';

/** The brand's pickup point on one line, with its country in the page's language. */
export async function pickupAddressText(brand: Brand): Promise<string> {
  const countries = await getTranslations('form.address.countries');
  const { pickupAddress: a, country } = brand.seat;
  return `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}, ${countries(country)}`;
}
