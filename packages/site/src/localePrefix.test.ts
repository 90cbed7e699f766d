import { describe, expect, it } from 'vitest';
import { hrefFor, localePrefix, splitLocalePrefix } from './localePrefix';
import { locales } from './locales';

describe('locale prefixes on a single host', () => {
  it('gives the default locale no prefix and every other locale its tag', () => {
    expect(localePrefix('nl-NL', 'single-host')).toBe('');
    for (const locale of locales.filter((l) => l !== 'nl-NL')) {
      expect(localePrefix(locale, 'single-host')).toBe(`/${locale}`);
    }
  });

  it('builds prefixed links', () => {
    expect(hrefFor('cart', 'en-GB', undefined, 'single-host')).toBe('/en-GB/cart');
    expect(hrefFor('cart', 'nl-NL', undefined, 'single-host')).toBe('/winkelwagen');
    expect(hrefFor('home', 'de-DE', undefined, 'single-host')).toBe('/de-DE');
    expect(hrefFor('blogOverview', 'fr-FR', { page: 2 }, 'single-host')).toBe(
      '/fr-FR/blogs?page=2',
    );
  });

  it('splits the prefix off a path', () => {
    expect(splitLocalePrefix('/en-GB/cart', 'single-host')).toEqual({
      locale: 'en-GB',
      rest: '/cart',
    });
    expect(splitLocalePrefix('/de-AT', 'single-host')).toEqual({ locale: 'de-AT', rest: '/' });
    expect(splitLocalePrefix('/winkelwagen', 'single-host')).toEqual({
      locale: 'nl-NL',
      rest: '/winkelwagen',
    });
    expect(splitLocalePrefix('/en-GBx/cart', 'single-host').locale).toBe('nl-NL');
  });
});

describe('locale prefixes on per-locale domains', () => {
  it('gives only fr-BE a prefix, as it shares the .be domain', () => {
    for (const locale of locales) {
      expect(localePrefix(locale, 'domains')).toBe(locale === 'fr-BE' ? '/fr-BE' : '');
    }
  });

  it('builds links', () => {
    expect(hrefFor('cart', 'fr-BE', undefined, 'domains')).toBe('/fr-BE/panier');
    expect(hrefFor('cart', 'nl-BE', undefined, 'domains')).toBe('/winkelwagen');
    expect(hrefFor('cart', 'en-GB', undefined, 'domains')).toBe('/cart');
  });

  it('splits only the fr-BE prefix off and otherwise keeps the domain’s locale', () => {
    expect(splitLocalePrefix('/fr-BE/panier', 'domains', 'nl-BE')).toEqual({
      locale: 'fr-BE',
      rest: '/panier',
    });
    expect(splitLocalePrefix('/winkelwagen', 'domains', 'nl-BE')).toEqual({
      locale: 'nl-BE',
      rest: '/winkelwagen',
    });
    expect(splitLocalePrefix('/en-GB/cart', 'domains', 'de-DE')).toEqual({
      locale: 'de-DE',
      rest: '/en-GB/cart',
    });
  });
});
