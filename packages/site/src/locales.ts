export const locales = ['nl-NL', 'nl-BE', 'fr-BE', 'fr-FR', 'de-DE', 'de-AT', 'en-GB'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'nl-NL';

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (locales as readonly string[]).includes(x);
}

// Language tags are case-insensitive (BCP 47), so 'en-gb' from a lower-cased URL still counts.
export function resolveLocale(x?: string | null): Locale {
  if (typeof x !== 'string') return defaultLocale;
  const wanted = x.trim().toLowerCase();
  return locales.find((locale) => locale.toLowerCase() === wanted) ?? defaultLocale;
}

export const timeZones: Record<Locale, string> = {
  'nl-NL': 'Europe/Amsterdam',
  'nl-BE': 'Europe/Brussels',
  'fr-BE': 'Europe/Brussels',
  'fr-FR': 'Europe/Paris',
  'de-DE': 'Europe/Berlin',
  'de-AT': 'Europe/Vienna',
  'en-GB': 'Europe/London',
};

export const countries = ['NL', 'BE', 'DE', 'AT', 'FR', 'GB'] as const;

export type Country = (typeof countries)[number];

const countryByLocale: Record<Locale, Country> = {
  'nl-NL': 'NL',
  'nl-BE': 'BE',
  'fr-BE': 'BE',
  'fr-FR': 'FR',
  'de-DE': 'DE',
  'de-AT': 'AT',
  'en-GB': 'GB',
};

export function countryOfLocale(locale: Locale): Country {
  return countryByLocale[locale];
}

export type Language = 'nl' | 'fr' | 'de' | 'en';

const languageByLocale: Record<Locale, Language> = {
  'nl-NL': 'nl',
  'nl-BE': 'nl',
  'fr-BE': 'fr',
  'fr-FR': 'fr',
  'de-DE': 'de',
  'de-AT': 'de',
  'en-GB': 'en',
};

export function languageOfLocale(locale: Locale): Language {
  return languageByLocale[locale];
}

export const languageCookie = { name: 'NEXT_LOCALE', maxAge: 31536000, path: '/' } as const;
