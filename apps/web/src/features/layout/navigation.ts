import type { Brand, PageName } from '@shop/site';

export interface NavItem {
  page: PageName;
  /** Key under header.nav */
  label: 'products' | 'projects' | 'blogs' | 'inspiration' | 'contact' | 'jobOffers';
}

/**
 * Pages of the route table the storefront does not serve yet: the request forms (contact,
 * newsletter) come with their own pages. No menu or button leads to them until then.
 */
const pagesToCome: readonly PageName[] = ['contact', 'newsletter'];

export function isServed(page: PageName): boolean {
  return !pagesToCome.includes(page);
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
  return items.filter((item): item is NavItem => item !== false && isServed(item.page));
}

/** The footer's menu: the main one and the job offers. */
export function footerNavigation(brand: Brand): NavItem[] {
  return [...mainNavigation(brand), { page: 'jobOfferOverview', label: 'jobOffers' }];
}
