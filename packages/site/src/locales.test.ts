import { describe, expect, it } from 'vitest';
import { dateFormat, formatDate } from './formatDate';
import {
  countryOfLocale,
  defaultLocale,
  isLocale,
  languageCookie,
  languageOfLocale,
  locales,
  resolveLocale,
  timeZones,
} from './locales';

describe('locales', () => {
  it('are the seven locales of the spec with nl-NL as default', () => {
    expect([...locales].sort()).toEqual(
      ['de-AT', 'de-DE', 'en-GB', 'fr-BE', 'fr-FR', 'nl-BE', 'nl-NL'].sort(),
    );
    expect(defaultLocale).toBe('nl-NL');
  });

  it('recognises only known locales', () => {
    expect(isLocale('fr-BE')).toBe(true);
    expect(isLocale('en-US')).toBe(false);
    expect(isLocale(42)).toBe(false);
  });

  it('falls back to the default for an unknown locale', () => {
    expect(resolveLocale('en-US')).toBe('nl-NL');
    expect(resolveLocale('')).toBe('nl-NL');
    expect(resolveLocale(null)).toBe('nl-NL');
    expect(resolveLocale(undefined)).toBe('nl-NL');
    expect(resolveLocale()).toBe('nl-NL');
    expect(resolveLocale('de-AT')).toBe('de-AT');
    expect(resolveLocale('en-gb')).toBe('en-GB');
  });

  it('keeps the language cookie one year at the root', () => {
    expect(languageCookie).toEqual({ name: 'NEXT_LOCALE', maxAge: 31536000, path: '/' });
  });

  it('places each locale in its time zone', () => {
    expect(timeZones).toEqual({
      'nl-NL': 'Europe/Amsterdam',
      'nl-BE': 'Europe/Brussels',
      'fr-BE': 'Europe/Brussels',
      'de-DE': 'Europe/Berlin',
      'de-AT': 'Europe/Vienna',
      'fr-FR': 'Europe/Paris',
      'en-GB': 'Europe/London',
    });
  });

  it('knows the country and language of each locale', () => {
    expect(locales.map(countryOfLocale)).toEqual(['NL', 'BE', 'BE', 'FR', 'DE', 'AT', 'GB']);
    expect(locales.map(languageOfLocale)).toEqual(['nl', 'nl', 'fr', 'fr', 'de', 'de', 'en']);
  });
});

describe('formatDate', () => {
  const noon = new Date('2026-03-05T12:00:00Z');

  it('shows day, month name and year (d MMMM yyyy)', () => {
    expect(dateFormat).toBe('d MMMM yyyy');
    expect(formatDate(noon, 'nl-NL')).toBe('5 maart 2026');
    expect(formatDate(noon, 'nl-BE')).toBe('5 maart 2026');
    expect(formatDate(noon, 'fr-FR')).toBe('5 mars 2026');
    expect(formatDate(noon, 'fr-BE')).toBe('5 mars 2026');
    expect(formatDate(noon, 'de-DE')).toBe('5 März 2026');
    expect(formatDate(noon, 'de-AT')).toBe('5 März 2026');
    expect(formatDate(noon, 'en-GB')).toBe('5 March 2026');
  });

  it('uses the locale’s time zone', () => {
    const lateEvening = new Date('2026-03-05T23:30:00Z');
    expect(formatDate(lateEvening, 'nl-NL')).toBe('6 maart 2026');
    expect(formatDate(lateEvening, 'en-GB')).toBe('5 March 2026');
  });

  it('refuses an invalid date', () => {
    expect(() => formatDate(new Date('nope'), 'nl-NL')).toThrow(RangeError);
  });
});
