import type { Brand } from '../brand';
import {
  allFeatures,
  defaultDeliveryTime,
  defaultGrid,
  defaultPageSizes,
  domainsOf,
} from '../brandDefaults';

export const fibersFoams: Brand = {
  id: 'fibers-foams',
  code: 'FIB',
  name: 'fibers and foams',
  theme: {
    primary: '#7a1f4b',
    primaryText: '#ffffff',
    accent: '#e0585b',
    surface: '#faf6f8',
    text: '#24121b',
    muted: '#6b5560',
    radius: '0.75rem',
    font: 'sans',
  },
  features: allFeatures(true),
  pageIds: {
    blog: 'fib-blog',
    project: 'fib-project',
    product: 'fib-product',
    inspiration: 'fib-inspiration',
    search: 'fib-search',
    cart: 'fib-cart',
    checkout: 'fib-checkout',
    result: 'fib-result',
    myAccount: 'fib-my-account',
    details: 'fib-details',
    address: 'fib-address',
    resetPassword: 'fib-reset-password',
  },
  pageSizes: { ...defaultPageSizes },
  grid: { ...defaultGrid },
  deliveryTime: { ...defaultDeliveryTime },
  domains: domainsOf('fibers-foams'),
  phone: '+31 85 060 1570',
};
