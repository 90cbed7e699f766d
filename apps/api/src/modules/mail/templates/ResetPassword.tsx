import type { Brand, Locale } from '@shop/site';
import { copyVars, mailCopy } from './copy';
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
  return (
    <Letter
      brand={brand}
      locale={locale}
      firstName={firstName}
      kind="resetPassword"
      vars={copyVars(brand, locale, validMinutes)}
      action={{ label: mailCopy(locale)('resetPassword.button'), href: link }}
    />
  );
}
