import { expect, test } from '@playwright/test';
import { brandIds, getBrand } from '@shop/site';
import { pageUrl } from './support/site';

/** '#f59a00' -> 'rgb(245, 154, 0)', as computed styles report colours. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

for (const id of brandIds) {
  const brand = getBrand(id);
  test(`${id}: home shows the brand's theme colour and its header and footer switches`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(pageUrl(id, 'home', 'nl-NL'));

    await expect(page.locator('html')).toHaveAttribute('data-brand', id);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
    );
    expect(primary).toBe(brand.theme.primary);
    const hero = page.locator('main section').first();
    await expect(hero).toHaveCSS('background-color', rgb(brand.theme.primary));

    await expect(page.getByTestId('footer-logo')).toHaveCount(brand.features.footerLogo ? 1 : 0);
    await expect(page.getByTestId('account-entry')).toHaveCount(brand.features.account ? 1 : 0);
    await expect(page.getByTestId('cart-entry')).toHaveCount(brand.features.products ? 1 : 0);
    expect(errors).toEqual([]);
  });
}

test('the selected brand (dbc) has a 125 px header', async ({ page }) => {
  await page.goto(pageUrl('dbc', 'home', 'nl-NL'));
  const height = await page
    .locator('.site-header')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(125);
});
