import type { Brand } from '../brand';
import {
  allFeatures,
  defaultDeliveryTime,
  defaultGrid,
  defaultPageSizes,
  defaultSeat,
  domainsOf,
} from '../brandDefaults';

// The group site presents the brands; it sells nothing itself, so it has no shop pages.
export const earendelGroup: Brand = {
  id: 'earendel-group',
  code: 'EDG',
  name: 'Earendel Group',
  theme: {
    primary: '#14213d',
    primaryText: '#ffffff',
    accent: '#c9a227',
    surface: '#ffffff',
    text: '#14213d',
    muted: '#5a6275',
    radius: '0',
    font: 'serif',
  },
  features: allFeatures(false),
  pageIds: {
    blog: 'edg-blog',
    project: 'edg-project',
    inspiration: 'edg-inspiration',
  },
  pageSizes: { ...defaultPageSizes },
  grid: { ...defaultGrid },
  deliveryTime: { ...defaultDeliveryTime },
  seat: defaultSeat,
  domains: domainsOf('earendel-group'),
  phone: '+31 85 060 1500',
};
