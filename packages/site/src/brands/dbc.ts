import type { Brand } from '../brand';
import { defaultDeliveryTime, defaultSeat, domainsOf } from '../brandDefaults';
import { defaultPageSize } from '../constants';

// The selected build of the spec: a content-only site, so shop, account and search are off.
export const dbc: Brand = {
  id: 'dbc',
  code: 'DBC',
  name: 'DBC',
  theme: {
    primary: '#f59a00',
    primaryText: '#1a1a1a',
    accent: '#1f2a44',
    surface: '#ffffff',
    text: '#1a1a1a',
    muted: '#5c5c5c',
    radius: '0.25rem',
    font: 'sans',
  },
  features: {
    reviews: false,
    products: false,
    account: false,
    search: { All: false, Product: false, Blog: false, Project: false },
    footerLogo: true,
  },
  pageIds: {
    blog: 'dbc-blog',
    project: 'dbc-project',
    inspiration: 'dbc-inspiration',
  },
  pageSizes: {
    searchItems: 4,
    archiveItems: 9,
    productArchiveItems: 16,
    inspirationItems: 6,
    productArchiveFilters: 3,
    productArchiveCategories: 5,
    default: defaultPageSize,
  },
  grid: { columns: 12, headerHeight: 125 },
  deliveryTime: { ...defaultDeliveryTime },
  seat: defaultSeat,
  domains: domainsOf('dbc'),
  phone: '+31 85 060 1560',
};
