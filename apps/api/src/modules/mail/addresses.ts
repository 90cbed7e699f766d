import type { Brand, Locale } from '@shop/site';
import type Mail from 'nodemailer/lib/mailer';

/**
 * Mails leave from the brand's home (nl-NL) domain, so one SPF/DKIM setup per brand covers
 * every locale.
 */
export function senderAddress(brand: Brand): Mail.Address {
  return { name: brand.name, address: `no-reply@${brand.domains['nl-NL']}` };
}

/**
 * Where customers write with questions: the domain they shop on, so a Belgian customer sees
 * the .be address. Brands have no support address of their own in packages/site yet; when
 * they get one, this is the single place to switch over.
 */
export function supportAddress(brand: Brand, locale: Locale): string {
  return `service@${brand.domains[locale]}`;
}
