import { describe, expect, it } from 'vitest';
import { type Locale, locales } from './locales';
import { pathFor, resolvePath } from './paths';
import {
  accountPageNames,
  internalPath,
  nextIntlPathnames,
  type PageName,
  pageNames,
  routeTable,
  specPageNames,
} from './routes';

// Copied from the spec's section 2 table: page, English, Dutch, French, German.
const specTable: [PageName, string, string, string, string][] = [
  ['searchOverview', '/search', '/zoeken', '/chercher', '/suche'],
  ['blogOverview', '/blogs', '/blogs', '/blogs', '/blogs'],
  ['blogDetail', '/blogs/{slug}', '/blogs/{slug}', '/blogs/{slug}', '/blogs/{slug}'],
  ['adviceDetail', '/advice/{slug}', '/advies/{slug}', '/conseil/{slug}', '/rat/{slug}'],
  ['projectOverview', '/projects', '/projecten', '/projets', '/projekte'],
  ['projectDetail', '/projects/{slug}', '/projecten/{slug}', '/projets/{slug}', '/projekte/{slug}'],
  ['inspirationOverview', '/inspiration', '/inspiratie', '/inspiration', '/inspiration'],
  ['productOverview', '/products', '/producten', '/produits', '/produkte'],
  [
    'categoryDetail',
    '/products/{slug}',
    '/producten/{slug}',
    '/produits/{slug}',
    '/produkte/{slug}',
  ],
  ['productDetail', '/product/{slug}', '/product/{slug}', '/produit/{slug}', '/produkt/{slug}'],
  ['home', '/', '/', '/', '/'],
  ['contact', '/contact', '/contact', '/contact', '/kontakt'],
  ['newsletter', '/newsletter', '/nieuwsbrief', '/bulletin', '/rundschreiben'],
  ['checkout', '/checkout', '/afrekenen', '/payer', '/zahlen'],
  [
    'checkoutResult',
    '/checkout/result',
    '/afrekenen/resultaat',
    '/payer/resultat',
    '/zahlen/resultat',
  ],
  ['cart', '/cart', '/winkelwagen', '/panier', '/warenkorb'],
  ['myAccount', '/my-account', '/mijn-account', '/mon-compte', '/mein-konto'],
  [
    'myAccountAddress',
    '/my-account/address',
    '/mijn-account/adres',
    '/mon-compte/adresse',
    '/mein-konto/adresse',
  ],
  [
    'myAccountDetails',
    '/my-account/details',
    '/mijn-account/gegevens',
    '/mon-compte/details',
    '/mein-konto/einzelheiten',
  ],
  [
    'notFound',
    '/page-not-found',
    '/pagina-niet-gevonden',
    '/page-non-trouvee',
    '/seite-nicht-gefunden',
  ],
  ['jobOfferOverview', '/job-offers', '/vacatures', '/postes-vacants', '/jobangebote'],
  [
    'jobOfferDetail',
    '/job-offer/{slug}',
    '/vacature/{slug}',
    '/poste-vacant/{slug}',
    '/jobangebot/{slug}',
  ],
];

const columnOfLocale: Record<Locale, 1 | 2 | 3 | 4> = {
  'en-GB': 1,
  'nl-NL': 2,
  'nl-BE': 2,
  'fr-FR': 3,
  'fr-BE': 3,
  'de-DE': 4,
  'de-AT': 4,
};

const cells = specTable.flatMap((row) =>
  locales.map((locale) => ({ page: row[0], locale, expected: row[columnOfLocale[locale]] })),
);

const slugged = (page: PageName) => routeTable[page]['en-GB'].includes('{slug}');

describe('the localized route table', () => {
  it('has the 22 named pages of the spec', () => {
    expect(specPageNames).toHaveLength(22);
    expect([...specPageNames].sort()).toEqual(specTable.map(([page]) => page).sort());
    expect(pageNames).toEqual([...specPageNames, ...accountPageNames]);
  });

  it.each(cells)('gives $page in $locale the path $expected', ({ page, locale, expected }) => {
    expect(routeTable[page][locale]).toBe(expected);
    const slug = slugged(page) ? 'sample-slug' : undefined;
    expect(pathFor(page, locale, { slug })).toBe(expected.replace('{slug}', 'sample-slug'));
  });

  it('gives no two pages of one locale the same path', () => {
    for (const locale of locales) {
      const paths = pageNames.map((page) => routeTable[page][locale]);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});

describe('pathFor', () => {
  it('URL-encodes the slug', () => {
    expect(pathFor('blogDetail', 'nl-NL', { slug: 'geluid & stilte/2' })).toBe(
      '/blogs/geluid%20%26%20stilte%2F2',
    );
  });

  it('refuses a detail page without a slug', () => {
    expect(() => pathFor('productDetail', 'de-DE')).toThrow('Page productDetail needs a slug');
    expect(() => pathFor('productDetail', 'de-DE', { slug: '' })).toThrow(TypeError);
  });

  it('refuses a slug for a page that takes none', () => {
    expect(() => pathFor('cart', 'nl-NL', { slug: 'x' })).toThrow(TypeError);
  });

  it('gives page 1 no page parameter', () => {
    expect(pathFor('blogOverview', 'nl-NL', { page: 1 })).toBe('/blogs');
  });

  it('sets the page parameter on a later page', () => {
    expect(pathFor('projectOverview', 'fr-FR', { page: 3 })).toBe('/projets?page=3');
  });

  it('keeps other query parameters beside the page', () => {
    expect(pathFor('searchOverview', 'nl-NL', { page: 2, query: { q: 'vilt panelen' } })).toBe(
      '/zoeken?q=vilt+panelen&page=2',
    );
    expect(pathFor('searchOverview', 'nl-NL', { page: 1, query: { q: 'a', page: '4' } })).toBe(
      '/zoeken?q=a',
    );
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects page number %s', (page) => {
    expect(() => pathFor('blogOverview', 'nl-NL', { page })).toThrow(RangeError);
  });
});

describe('resolvePath', () => {
  const slug = 'geluid & stilte/2 café';

  it('finds every page of every locale back from its path', () => {
    for (const { page, locale } of cells) {
      const expected = slugged(page) ? { page, slug } : { page };
      const path = pathFor(page, locale, slugged(page) ? { slug } : {});
      expect(resolvePath(path, locale), `${page} ${locale}`).toEqual(expected);
    }
  });

  it('ignores a trailing slash and the query string', () => {
    expect(resolvePath('/winkelwagen/', 'nl-NL')).toEqual({ page: 'cart' });
    expect(resolvePath('/blogs?page=2', 'nl-NL')).toEqual({ page: 'blogOverview' });
    expect(resolvePath('/produkt/platte-a/?x=1', 'de-AT')).toEqual({
      page: 'productDetail',
      slug: 'platte-a',
    });
    expect(resolvePath('', 'en-GB')).toEqual({ page: 'home' });
  });

  it('does not match another locale’s path', () => {
    expect(resolvePath('/cart', 'nl-NL')).toBeNull();
    expect(resolvePath('/winkelwagen', 'en-GB')).toBeNull();
  });

  it('gives null for unknown paths and undecodable slugs', () => {
    expect(resolvePath('/nope', 'nl-NL')).toBeNull();
    expect(resolvePath('/blogs/a/b', 'nl-NL')).toBeNull();
    expect(resolvePath('/blogs/%E0%A4%A', 'nl-NL')).toBeNull();
  });
});

describe('the Next.js route keys', () => {
  it('are the English paths with [slug]', () => {
    expect(internalPath('blogDetail')).toBe('/blogs/[slug]');
    expect(internalPath('productDetail')).toBe('/product/[slug]');
    expect(internalPath('home')).toBe('/');
    expect(internalPath('checkoutResult')).toBe('/checkout/result');
  });

  it('map to every localized path in next-intl pathnames', () => {
    const pathnames = nextIntlPathnames();
    expect(Object.keys(pathnames)).toHaveLength(pageNames.length);
    expect(pathnames['/product/[slug]']).toEqual({
      'nl-NL': '/product/[slug]',
      'nl-BE': '/product/[slug]',
      'fr-BE': '/produit/[slug]',
      'fr-FR': '/produit/[slug]',
      'de-DE': '/produkt/[slug]',
      'de-AT': '/produkt/[slug]',
      'en-GB': '/product/[slug]',
    });
    expect(pathnames['/cart']?.['de-AT']).toBe('/warenkorb');
    expect(pathnames['/']?.['fr-FR']).toBe('/');
  });
});
