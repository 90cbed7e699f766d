import type { Brand } from '../brand';
import {
  allFeatures,
  defaultDeliveryTime,
  defaultGrid,
  defaultPageSizes,
  domainsOf,
} from '../brandDefaults';

export const easyFelt: Brand = {
  id: 'easy-felt',
  code: 'EF',
  name: 'easy felt',
  theme: {
    primary: '#1f5c3f',
    primaryText: '#ffffff',
    accent: '#c9a66b',
    surface: '#f7f5f0',
    text: '#1c2421',
    muted: '#56615b',
    radius: '0.5rem',
    font: 'sans',
  },
  features: allFeatures(true),
  pageIds: {
    blog: 'ef-blog',
    project: 'ef-project',
    product: 'ef-product',
    inspiration: 'ef-inspiration',
    search: 'ef-search',
    cart: 'ef-cart',
    checkout: 'ef-checkout',
    result: 'ef-result',
    myAccount: 'ef-my-account',
    details: 'ef-details',
    address: 'ef-address',
    resetPassword: 'ef-reset-password',
  },
  pageSizes: { ...defaultPageSizes, productArchiveItems: 15, inspirationItems: 12 },
  grid: { ...defaultGrid },
  deliveryTime: { ...defaultDeliveryTime },
  domains: domainsOf('easy-felt'),
  phone: '+31 85 060 1540',
};
