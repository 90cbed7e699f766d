import type { Brand, Locale } from '@shop/site';
import { copyVars, mailCopy } from './copy';
import { Letter } from './Letter';

export interface VerifyEmailProps {
  brand: Brand;
  locale: Locale;
  firstName: string;
  /** Absolute URL of the confirmation page, token included. */
  link: string;
}

export function VerifyEmail({ brand, locale, firstName, link }: VerifyEmailProps) {
  return (
    <Letter
      brand={brand}
      locale={locale}
      firstName={firstName}
      kind="verifyEmail"
      vars={copyVars(brand, locale)}
      action={{ label: mailCopy(locale)('verifyEmail.button'), href: link }}
    />
  );
}
