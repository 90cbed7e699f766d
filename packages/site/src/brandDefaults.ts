import type { BrandFeatures, BrandPageSizes, BrandSeat } from './brand';
import { defaultPageSize } from './constants';
import type { Locale } from './locales';

export function domainsOf(name: string): Record<Locale, string> {
  return {
    'nl-NL': `${name}.nl`,
    'nl-BE': `${name}.be`,
    'fr-BE': `${name}.be`,
    'fr-FR': `${name}.fr`,
    'de-DE': `${name}.de`,
    'de-AT': `${name}.at`,
    'en-GB': `${name}.co.uk`,
  };
}

export function allFeatures(on: boolean): BrandFeatures {
  return {
    reviews: on,
    products: on,
    account: on,
    search: { All: on, Product: on, Blog: on, Project: on },
    footerLogo: on,
  };
}

export const defaultPageSizes: BrandPageSizes = {
  searchItems: defaultPageSize,
  archiveItems: defaultPageSize,
  productArchiveItems: defaultPageSize,
  inspirationItems: defaultPageSize,
  productArchiveFilters: defaultPageSize,
  productArchiveCategories: defaultPageSize,
  default: defaultPageSize,
};

export const defaultGrid = { columns: 12, headerHeight: 96 };

export const defaultDeliveryTime = { hours: 15, minutes: 0 };

/** Every brand ships from the group's warehouse in the Netherlands. */
export const defaultSeat = {
  country: 'NL',
  timeZone: 'Europe/Amsterdam',
  pickupAddress: { street: 'Industrieweg', houseNumber: '12', postcode: '5527 AJ', city: 'Hapert' },
} as const satisfies BrandSeat;
