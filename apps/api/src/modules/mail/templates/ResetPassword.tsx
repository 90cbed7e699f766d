import type { Brand, Locale } from '@shop/site';
import { copyFor, copyVars } from './copy';
import { Letter } from './Letter';

export interface ResetPasswordProps {
  brand: Brand;
  locale: Locale;
  firstName: string;
  /** Absolute URL of the reset page, token included. */
  link: string;
  /** How long the reset token lives; the copy tells the reader. */
  validMinutes: number;
}

export function ResetPassword({
  brand,
  locale,
  firstName,
  link,
  validMinutes,
}: ResetPasswordProps) {
  const copy = copyFor(locale).resetPassword;
  return (
    <Letter
      brand={brand}
      locale={locale}
      firstName={firstName}
      copy={copy}
      vars={copyVars(brand, locale, validMinutes)}
      action={{ label: copy.button, href: link }}
    />
  );
}
