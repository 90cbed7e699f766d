import type { Brand, Locale } from '@shop/site';
import { copyFor, copyVars } from './copy';
import { Letter } from './Letter';

export interface VerifyEmailProps {
  brand: Brand;
  locale: Locale;
  firstName: string;
  /** Absolute URL of the confirmation page, token included. */
  link: string;
}

export function VerifyEmail({ brand, locale, firstName, link }: VerifyEmailProps) {
  const copy = copyFor(locale).verifyEmail;
  return (
    <Letter
      brand={brand}
      locale={locale}
      firstName={firstName}
      copy={copy}
      vars={copyVars(brand, locale)}
      action={{ label: copy.button, href: link }}
    />
  );
}
