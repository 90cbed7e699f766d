import type { Brand, PageName } from '@shop/site';

export interface NavItem {
  page: PageName;
  /** Key under header.nav */
  label: 'products' | 'projects' | 'blogs' | 'inspiration' | 'contact' | 'jobOffers';
}

/** The main menu of a brand: shop entries only where its products switch is on. */
export function mainNavigation(brand: Brand): NavItem[] {
  const items: (NavItem | false)[] = [
    brand.features.products && { page: 'productOverview', label: 'products' },
    { page: 'projectOverview', label: 'projects' },
    { page: 'inspirationOverview', label: 'inspiration' },
    { page: 'blogOverview', label: 'blogs' },
    { page: 'contact', label: 'contact' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
