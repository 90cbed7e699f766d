import type { Brand, Locale } from '@shop/site';
import { copyVars } from './copy';
import { Letter } from './Letter';

export interface AccountDeletedProps {
  brand: Brand;
  locale: Locale;
  firstName: string;
}

export function AccountDeleted({ brand, locale, firstName }: AccountDeletedProps) {
  return (
    <Letter
      brand={brand}
      locale={locale}
      firstName={firstName}
      kind="accountDeleted"
      vars={copyVars(brand, locale)}
    />
  );
}
