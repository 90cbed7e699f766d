import { expect, test } from '@playwright/test';
import { defaultLocale, hrefFor, type Locale, locales } from '@shop/site';
import { brandOrigin, message, pageUrl } from './support/site';

const brand = 'easy-noisecontrol';

for (const locale of locales) {
  test.describe(locale, () => {
    test.use({ locale });

    test('home speaks the locale, with <html lang> and hreflang links for every locale', async ({
      page,
    }) => {
      const response = await page.goto(pageUrl(brand, 'home', locale));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page.getByRole('heading', { name: message(locale, 'footer.explore'), exact: true }),
      ).toBeVisible();

      const alternates = page.locator('link[rel="alternate"][hreflang]');
      await expect(alternates).toHaveCount(locales.length + 1);
      for (const other of locales) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          'href',
          pageUrl(brand, 'home', other),
        );
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        pageUrl(brand, 'home', locale),
      );
    });

    test('an unknown page answers 404 in the locale', async ({ page }) => {
      const prefix = locale === defaultLocale ? '' : `/${locale}`;
      const response = await page.goto(`${brandOrigin(brand)}${prefix}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(locale, 'notFound.title'),
      );
    });

    test('the named notFound page has its localized path', async ({ page }) => {
      await page.goto(pageUrl(brand, 'notFound', locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        message(locale, 'notFound.title'),
      );
    });
  });
}

test.describe('fallback', () => {
  test.use({ locale: 'ja-JP' });

  test('a browser language the shop does not have gets nl-NL', async ({ page }) => {
    await page.goto(brandOrigin(brand));
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  });

  test('an unknown locale prefix is an nl-NL page, not another language', async ({ page }) => {
    const response = await page.goto(`${brandOrigin(brand)}/xx-XX/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  });
});

test('the language switch lands on the same page in the other locale and sets the cookie', async ({
  page,
  context,
}) => {
  const from: Locale = 'nl-NL';
  const to: Locale = 'de-DE';
  await page.goto(pageUrl(brand, 'notFound', from));
  await page.getByTestId('language-switch').locator('summary').click();
  await page.getByRole('link', { name: message(to, `global.language.names.${to}`) }).click();

  await expect(page).toHaveURL(pageUrl(brand, 'notFound', to));
  expect(new URL(page.url()).pathname).toBe(hrefFor('notFound', to, {}, 'single-host'));
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe(to);
  // One year, as the spec says (31536000 s), give or take the seconds the test took.
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31536000 - 60);
});
