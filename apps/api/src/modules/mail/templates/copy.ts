import { type Brand, type Locale, languageOfLocale } from '@shop/site';
import { createTranslator } from 'use-intl/core';
// The mails speak from the site's own message bundles (namespace `mail`), so translators keep
// one file per locale and the mails say things the way the pages do.
import deAT from '../../../../../web/messages/de-AT.json';
import deDE from '../../../../../web/messages/de-DE.json';
import enGB from '../../../../../web/messages/en-GB.json';
import frBE from '../../../../../web/messages/fr-BE.json';
import frFR from '../../../../../web/messages/fr-FR.json';
import nlBE from '../../../../../web/messages/nl-BE.json';
import nlNL from '../../../../../web/messages/nl-NL.json';
import { supportAddress } from '../addresses';

/** Every bundle has the shape of the default locale's; a missing key fails the type check. */
const bundles: Record<Locale, typeof nlNL> = {
  'nl-NL': nlNL,
  'nl-BE': nlBE,
  'fr-BE': frBE,
  'fr-FR': frFR,
  'de-DE': deDE,
  'de-AT': deAT,
  'en-GB': enGB,
};

/** What the copy may mention: every mail fills in the same values, so all lines read alike. */
export type CopyVars = {
  brand: string;
  support: string;
  /** How long a link stays valid, already in words ("1 uur"); empty where nothing expires. */
  validFor: string;
};

/** The order mails also name the order. */
export type OrderCopyVars = CopyVars & { orderNumber: string };

/** The personal mails written as a letter: heading, paragraphs (`body`), the not-you note. */
export type LetterKind = 'verifyEmail' | 'resetPassword' | 'accountDeleted';

function translator<N extends 'mail' | 'mail.orderConfirmation'>(locale: Locale, namespace: N) {
  return createTranslator({
    locale,
    messages: bundles[locale],
    namespace,
    // A mail with a key or a value missing must not go out with the key in its place.
    onError: (error) => {
      throw error;
    },
  });
}

type MailCopy = ReturnType<typeof translator<'mail'>>;
type MailKey = Parameters<MailCopy>[0];
type OrderMailCopy = ReturnType<typeof translator<'mail.orderConfirmation'>>;

const mailCopies = new Map<Locale, MailCopy>();
const orderMailCopies = new Map<Locale, OrderMailCopy>();

/** The `mail` messages of a locale, formatted as ICU messages. */
export function mailCopy(locale: Locale): MailCopy {
  let copy = mailCopies.get(locale);
  if (!copy) {
    copy = translator(locale, 'mail');
    mailCopies.set(locale, copy);
  }
  return copy;
}

/** The order confirmation's messages of a locale. */
export function orderMailCopy(locale: Locale): OrderMailCopy {
  let copy = orderMailCopies.get(locale);
  if (!copy) {
    copy = translator(locale, 'mail.orderConfirmation');
    orderMailCopies.set(locale, copy);
  }
  return copy;
}

/** A letter's paragraphs in the order the bundle lists them. */
export function letterBody(locale: Locale, kind: LetterKind, vars: CopyVars): string[] {
  const copy = mailCopy(locale);
  const paragraphs = Object.keys(bundles[locale].mail[kind].body);
  return paragraphs.map((key) => copy(`${kind}.body.${key}` as MailKey, vars));
}

/** "1 uur", "1 heure", "1 Stunde", "30 minutes": whole hours read better than 60 minutes. */
export function formatValidFor(minutes: number, locale: Locale): string {
  const hours = minutes % 60 === 0;
  return new Intl.NumberFormat(languageOfLocale(locale), {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(hours ? minutes / 60 : minutes);
}

/** The values an order mail fills into its copy. */
export function orderCopyVars(brand: Brand, locale: Locale, orderNumber: string): OrderCopyVars {
  return { ...copyVars(brand, locale), orderNumber };
}

/** The values a brand's mail in one locale fills into its copy. */
export function copyVars(brand: Brand, locale: Locale, validMinutes?: number): CopyVars {
  return {
    brand: brand.name,
    support: supportAddress(brand, locale),
    validFor: validMinutes === undefined ? '' : formatValidFor(validMinutes, locale),
  };
}
