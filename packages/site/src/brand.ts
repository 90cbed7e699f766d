import type { Country, Locale } from './locales';

export const brandIds = [
  'easy-noisecontrol',
  'easy-felt',
  'dbc',
  'fibers-foams',
  'earendel-group',
] as const;

export type BrandId = (typeof brandIds)[number];

export const brandCodes = {
  dbc: 'DBC',
  'earendel-group': 'EDG',
  'easy-felt': 'EF',
  'easy-noisecontrol': 'ENC',
  'fibers-foams': 'FIB',
} as const satisfies Record<BrandId, string>;

export type BrandCode = (typeof brandCodes)[BrandId];

export interface BrandTheme {
  primary: string;
  /** Text colour that is readable (WCAG AA) on `primary`. */
  primaryText: string;
  accent: string;
  surface: string;
  text: string;
  muted: string;
  radius: string;
  font: 'sans' | 'serif';
}

export interface BrandFeatures {
  reviews: boolean;
  products: boolean;
  account: boolean;
  search: { All: boolean; Product: boolean; Blog: boolean; Project: boolean };
  footerLogo: boolean;
}

/** Identifiers of the brand's fixed content pages; absent where the brand has none. */
export interface BrandPageIds {
  blog?: string;
  project?: string;
  product?: string;
  inspiration?: string;
  search?: string;
  cart?: string;
  checkout?: string;
  result?: string;
  myAccount?: string;
  details?: string;
  address?: string;
  resetPassword?: string;
}

export interface BrandPageSizes {
  searchItems: number;
  archiveItems: number;
  productArchiveItems: number;
  inspirationItems: number;
  productArchiveFilters: number;
  productArchiveCategories: number;
  default: number;
}

export interface BrandSeat {
  country: Country;
  timeZone: string;
  pickupAddress: { street: string; houseNumber: string; postcode: string; city: string };
}

export interface Brand {
  id: BrandId;
  code: BrandCode;
  name: string;
  theme: BrandTheme;
  features: BrandFeatures;
  pageIds: BrandPageIds;
  pageSizes: BrandPageSizes;
  grid: { columns: number; headerHeight: number };
  /** Order cut-off: orders placed later count from the next working day. */
  deliveryTime: { hours: number; minutes: number };
  /** Where the company sits and ships from: VAT home country, cut-off clock, pickup point. */
  seat: BrandSeat;
  /** Bare registrable domain per locale; nl-BE and fr-BE share one. */
  domains: Record<Locale, string>;
  /** Customer service number, international notation. */
  phone: string;
}
