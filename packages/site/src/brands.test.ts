import { describe, expect, it } from 'vitest';
import { type BrandFeatures, type BrandId, brandCodes, brandIds } from './brand';
import { brandByCode, brands, getBrand } from './brands';
import { locales } from './locales';

const allOn: BrandFeatures = {
  reviews: true,
  products: true,
  account: true,
  search: { All: true, Product: true, Blog: true, Project: true },
  footerLogo: true,
};

// Section 6 of the spec.
const switches: Record<BrandId, BrandFeatures> = {
  dbc: {
    reviews: false,
    products: false,
    account: false,
    search: { All: false, Product: false, Blog: false, Project: false },
    footerLogo: true,
  },
  'easy-felt': allOn,
  'earendel-group': {
    reviews: false,
    products: false,
    account: false,
    search: { All: false, Product: false, Blog: false, Project: false },
    footerLogo: false,
  },
  'easy-noisecontrol': allOn,
  'fibers-foams': allOn,
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('brands', () => {
  it('are the five brands of the spec', () => {
    expect([...brandIds].sort()).toEqual(
      ['dbc', 'earendel-group', 'easy-felt', 'easy-noisecontrol', 'fibers-foams'].sort(),
    );
    for (const id of brandIds) expect(getBrand(id).id).toBe(id);
  });

  it.each(brandIds)('switches the features of %s as the spec says', (id) => {
    expect(getBrand(id).features).toEqual(switches[id]);
  });

  it('has the codes DBC, EDG, EF, ENC, FIB', () => {
    expect(brandCodes).toEqual({
      dbc: 'DBC',
      'earendel-group': 'EDG',
      'easy-felt': 'EF',
      'easy-noisecontrol': 'ENC',
      'fibers-foams': 'FIB',
    });
    for (const id of brandIds) {
      expect(getBrand(id).code).toBe(brandCodes[id]);
      expect(brandByCode(brandCodes[id])).toBe(getBrand(id));
    }
    expect(brandByCode('XYZ')).toBeUndefined();
  });

  it('raises an error for an unsupported brand id', () => {
    expect(() => getBrand('nope')).toThrow(new Error('Site nope is not supported'));
    expect(() => getBrand('toString')).toThrow('Site toString is not supported');
  });

  it('gives the selected brand the constants of the spec', () => {
    const dbc = getBrand('dbc');
    expect(dbc.theme.primary).toBe('#f59a00');
    expect(dbc.grid).toEqual({ columns: 12, headerHeight: 125 });
    expect(dbc.deliveryTime).toEqual({ hours: 15, minutes: 0 });
    expect(dbc.pageSizes).toEqual({
      searchItems: 4,
      archiveItems: 9,
      productArchiveItems: 16,
      inspirationItems: 6,
      productArchiveFilters: 3,
      productArchiveCategories: 5,
      default: 20,
    });
  });

  it('leaves several content pages of the selected brand empty', () => {
    const { pageIds } = getBrand('dbc');
    expect(pageIds.cart).toBeUndefined();
    expect(pageIds.checkout).toBeUndefined();
    expect(pageIds.myAccount).toBeUndefined();
  });

  it('shows 15 products and 12 inspiration items per page for the felt brand', () => {
    const { pageSizes } = getBrand('easy-felt');
    expect(pageSizes.productArchiveItems).toBe(15);
    expect(pageSizes.inspirationItems).toBe(12);
    expect(pageSizes.archiveItems).toBe(20);
  });

  it('gives the other brands page size 20, 12 columns and a 96 px header', () => {
    for (const id of ['easy-noisecontrol', 'fibers-foams', 'earendel-group'] as const) {
      const brand = getBrand(id);
      expect(Object.values(brand.pageSizes).every((size) => size === 20)).toBe(true);
      expect(brand.grid).toEqual({ columns: 12, headerHeight: 96 });
      expect(brand.deliveryTime).toEqual({ hours: 15, minutes: 0 });
    }
  });

  it('gives every brand its own primary colour, readable text on it (WCAG AA)', () => {
    const primaries = brandIds.map((id) => brands[id].theme.primary.toLowerCase());
    expect(new Set(primaries).size).toBe(brandIds.length);
    for (const id of brandIds) {
      const { theme } = brands[id];
      expect(contrast(theme.primaryText, theme.primary), id).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.text, theme.surface), id).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.muted, theme.surface), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives every brand a domain per locale, shared only by nl-BE and fr-BE', () => {
    const owners = new Map<string, string>();
    for (const id of brandIds) {
      const { domains } = brands[id];
      expect(Object.keys(domains).sort()).toEqual([...locales].sort());
      expect(domains['nl-BE']).toBe(domains['fr-BE']);
      expect(new Set(Object.values(domains)).size).toBe(6);
      for (const domain of Object.values(domains)) {
        expect(domain).toMatch(/^[a-z0-9-]+(\.[a-z]+)+$/);
        expect([id, undefined]).toContain(owners.get(domain));
        owners.set(domain, id);
      }
    }
    expect(getBrand('easy-felt').domains).toMatchObject({
      'nl-NL': 'easy-felt.nl',
      'nl-BE': 'easy-felt.be',
      'de-AT': 'easy-felt.at',
      'en-GB': 'easy-felt.co.uk',
    });
  });

  it('gives every brand a Dutch support phone number', () => {
    for (const id of brandIds) expect(brands[id].phone).toMatch(/^\+31 [\d ]+$/);
  });
});
