import type { Brand } from '../brand';
import {
  allFeatures,
  defaultDeliveryTime,
  defaultGrid,
  defaultPageSizes,
  domainsOf,
} from '../brandDefaults';

export const easyNoiseControl: Brand = {
  id: 'easy-noisecontrol',
  code: 'ENC',
  name: 'easy noise control',
  theme: {
    primary: '#0b5563',
    primaryText: '#ffffff',
    accent: '#f2b134',
    surface: '#f4f8f9',
    text: '#0f1f24',
    muted: '#4f6368',
    radius: '0.25rem',
    font: 'sans',
  },
  features: allFeatures(true),
  pageIds: {
    blog: 'enc-blog',
    project: 'enc-project',
    product: 'enc-product',
    inspiration: 'enc-inspiration',
    search: 'enc-search',
    cart: 'enc-cart',
    checkout: 'enc-checkout',
    result: 'enc-result',
    myAccount: 'enc-my-account',
    details: 'enc-details',
    address: 'enc-address',
    resetPassword: 'enc-reset-password',
  },
  pageSizes: { ...defaultPageSizes },
  grid: { ...defaultGrid },
  deliveryTime: { ...defaultDeliveryTime },
  domains: domainsOf('easy-noisecontrol'),
  phone: '+31 85 060 1550',
};
