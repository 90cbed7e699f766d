import { type Language, type Locale, languageOfLocale, locales } from './locales';

/** The 22 named pages of the spec. */
export const specPageNames = [
  'searchOverview',
  'blogDetail',
  'blogOverview',
  'adviceDetail',
  'projectDetail',
  'projectOverview',
  'inspirationOverview',
  'categoryDetail',
  'productDetail',
  'productOverview',
  'home',
  'contact',
  'newsletter',
  'checkout',
  'checkoutResult',
  'cart',
  'myAccount',
  'myAccountAddress',
  'myAccountDetails',
  'notFound',
  'jobOfferOverview',
  'jobOfferDetail',
] as const;

/** Pages the spec's auth, register and resetPassword bundles imply, with paths of our choosing. */
export const accountPageNames = [
  'login',
  'register',
  'verifyEmail',
  'forgotPassword',
  'resetPassword',
] as const;

export const pageNames = [...specPageNames, ...accountPageNames] as const;

export type PageName = (typeof pageNames)[number];

export const slugPlaceholder = '{slug}';

type Column = Record<PageName, string>;

const english: Column = {
  searchOverview: '/search',
  blogOverview: '/blogs',
  blogDetail: '/blogs/{slug}',
  adviceDetail: '/advice/{slug}',
  projectOverview: '/projects',
  projectDetail: '/projects/{slug}',
  inspirationOverview: '/inspiration',
  productOverview: '/products',
  categoryDetail: '/products/{slug}',
  productDetail: '/product/{slug}',
  home: '/',
  contact: '/contact',
  newsletter: '/newsletter',
  checkout: '/checkout',
  checkoutResult: '/checkout/result',
  cart: '/cart',
  myAccount: '/my-account',
  myAccountAddress: '/my-account/address',
  myAccountDetails: '/my-account/details',
  notFound: '/page-not-found',
  jobOfferOverview: '/job-offers',
  jobOfferDetail: '/job-offer/{slug}',
  login: '/login',
  register: '/register',
  verifyEmail: '/verify-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
};

const dutch: Column = {
  searchOverview: '/zoeken',
  blogOverview: '/blogs',
  blogDetail: '/blogs/{slug}',
  adviceDetail: '/advies/{slug}',
  projectOverview: '/projecten',
  projectDetail: '/projecten/{slug}',
  inspirationOverview: '/inspiratie',
  productOverview: '/producten',
  categoryDetail: '/producten/{slug}',
  productDetail: '/product/{slug}',
  home: '/',
  contact: '/contact',
  newsletter: '/nieuwsbrief',
  checkout: '/afrekenen',
  checkoutResult: '/afrekenen/resultaat',
  cart: '/winkelwagen',
  myAccount: '/mijn-account',
  myAccountAddress: '/mijn-account/adres',
  myAccountDetails: '/mijn-account/gegevens',
  notFound: '/pagina-niet-gevonden',
  jobOfferOverview: '/vacatures',
  jobOfferDetail: '/vacature/{slug}',
  login: '/inloggen',
  register: '/registreren',
  verifyEmail: '/e-mailadres-bevestigen',
  forgotPassword: '/wachtwoord-vergeten',
  resetPassword: '/wachtwoord-herstellen',
};

// The spec leaves the French home path unshown; every other locale's home is '/', so is this one.
const french: Column = {
  searchOverview: '/chercher',
  blogOverview: '/blogs',
  blogDetail: '/blogs/{slug}',
  adviceDetail: '/conseil/{slug}',
  projectOverview: '/projets',
  projectDetail: '/projets/{slug}',
  inspirationOverview: '/inspiration',
  productOverview: '/produits',
  categoryDetail: '/produits/{slug}',
  productDetail: '/produit/{slug}',
  home: '/',
  contact: '/contact',
  newsletter: '/bulletin',
  checkout: '/payer',
  checkoutResult: '/payer/resultat',
  cart: '/panier',
  myAccount: '/mon-compte',
  myAccountAddress: '/mon-compte/adresse',
  myAccountDetails: '/mon-compte/details',
  notFound: '/page-non-trouvee',
  jobOfferOverview: '/postes-vacants',
  jobOfferDetail: '/poste-vacant/{slug}',
  login: '/connexion',
  register: '/inscription',
  verifyEmail: '/confirmer-adresse-email',
  forgotPassword: '/mot-de-passe-oublie',
  resetPassword: '/reinitialiser-mot-de-passe',
};

const german: Column = {
  searchOverview: '/suche',
  blogOverview: '/blogs',
  blogDetail: '/blogs/{slug}',
  adviceDetail: '/rat/{slug}',
  projectOverview: '/projekte',
  projectDetail: '/projekte/{slug}',
  inspirationOverview: '/inspiration',
  productOverview: '/produkte',
  categoryDetail: '/produkte/{slug}',
  productDetail: '/produkt/{slug}',
  home: '/',
  contact: '/kontakt',
  newsletter: '/rundschreiben',
  checkout: '/zahlen',
  checkoutResult: '/zahlen/resultat',
  cart: '/warenkorb',
  myAccount: '/mein-konto',
  myAccountAddress: '/mein-konto/adresse',
  myAccountDetails: '/mein-konto/einzelheiten',
  notFound: '/seite-nicht-gefunden',
  jobOfferOverview: '/jobangebote',
  jobOfferDetail: '/jobangebot/{slug}',
  login: '/anmelden',
  register: '/registrieren',
  verifyEmail: '/email-bestaetigen',
  forgotPassword: '/passwort-vergessen',
  resetPassword: '/passwort-zuruecksetzen',
};

// de-AT and en-GB tables are unshown in the spec: they reuse their language's column.
const columns: Record<Language, Column> = { en: english, nl: dutch, fr: french, de: german };

function buildRouteTable(): Record<PageName, Record<Locale, string>> {
  const entries = pageNames.map((page) => {
    const paths = Object.fromEntries(
      locales.map((locale) => [locale, columns[languageOfLocale(locale)][page]]),
    ) as Record<Locale, string>;
    return [page, paths] as const;
  });
  return Object.fromEntries(entries) as Record<PageName, Record<Locale, string>>;
}

export const routeTable: Record<PageName, Record<Locale, string>> = buildRouteTable();

export function hasSlug(page: PageName): boolean {
  return english[page].includes(slugPlaceholder);
}

function toNextSegments(path: string): string {
  return path.replace(slugPlaceholder, '[slug]');
}

/** The Next.js app-directory route key of a page: its English path with `[slug]`. */
export function internalPath(page: PageName): string {
  return toNextSegments(english[page]);
}

/** The route table in next-intl v4's `pathnames` shape. */
export function nextIntlPathnames(): Record<string, Record<Locale, string>> {
  const entries = pageNames.map((page) => {
    const paths = Object.fromEntries(
      locales.map((locale) => [locale, toNextSegments(routeTable[page][locale])]),
    ) as Record<Locale, string>;
    return [internalPath(page), paths] as const;
  });
  return Object.fromEntries(entries);
}
