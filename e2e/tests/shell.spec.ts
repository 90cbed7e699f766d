import { expect, test } from '@playwright/test';
import { brandOrigin, message, pageUrl } from './support/site';
import { toastWith } from './support/toast';

const brand = 'easy-felt';

test('the progress bar shows while a route change is under way', async ({ page }) => {
  await page.goto(pageUrl(brand, 'home', 'nl-NL'));
  // Hold the next page's server payload back so the navigation takes a visible moment.
  await page.route('**/*', async (route) => {
    if (route.request().headers().rsc) await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: message('nl-NL', 'header.mainNavigation') })
    .first()
    .getByRole('link', { name: message('nl-NL', 'header.nav.projects') })
    .click();
  await expect(page.locator('.bprogress .bar')).toBeVisible();
  await expect(page).toHaveURL(pageUrl(brand, 'projectOverview', 'nl-NL'));
  await expect(page.locator('.bprogress .bar')).toBeHidden({ timeout: 5000 });
});

test('every route change reports a page load to the ad-call tracker', async ({ page }) => {
  await page.goto(pageUrl(brand, 'home', 'nl-NL'));
  await expect.poll(() => page.evaluate(() => window.adcalls?.length ?? 0)).toBe(1);
  await page
    .getByRole('navigation', { name: message('nl-NL', 'header.mainNavigation') })
    .first()
    .getByRole('link', { name: message('nl-NL', 'header.nav.blogs') })
    .click();
  await expect(page).toHaveURL(pageUrl(brand, 'blogOverview', 'nl-NL'));
  await expect.poll(() => page.evaluate(() => window.adcalls?.length ?? 0)).toBe(2);
  const last = await page.evaluate(() => window.adcalls?.at(-1));
  expect(last).toEqual(['pageLoad', { path: '/blogs' }]);
});

test('every route change pushes a page view to the tag manager of the locale', async ({ page }) => {
  // The container script is the tag manager's; here it is answered empty.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto(pageUrl(brand, 'home', 'de-AT'));
  const views = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => entry.event === 'page_view')
        .map((e) => e.page_path),
    );
  await expect.poll(views).toEqual(['/de-AT']);
  await page
    .getByRole('navigation', { name: message('de-AT', 'header.mainNavigation') })
    .first()
    .getByRole('link', { name: message('de-AT', 'header.nav.blogs') })
    .click();
  await expect(page).toHaveURL(pageUrl(brand, 'blogOverview', 'de-AT'));
  await expect.poll(views).toEqual(['/de-AT', '/de-AT/blogs']);
  // The tag manager's own start event came once, with the first page.
  const starts = await page.evaluate(
    () => (window.dataLayer ?? []).filter((entry) => entry.event === 'gtm.js').length,
  );
  expect(starts).toBe(1);
});

test.describe('toast', () => {
  test('opens on a VAT change and closes by itself after 5 seconds', async ({ page }) => {
    await page.goto(pageUrl(brand, 'home', 'en-GB'));
    await page.getByRole('button', { name: message('en-GB', 'global.vat.excl') }).click();
    const toast = toastWith(page, message('en-GB', 'global.vat.toastExclTitle'));
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await page.waitForTimeout(3500);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3500 });
  });

  test('closes on Escape and has a close control labelled "hide"', async ({ page }) => {
    await page.goto(pageUrl(brand, 'home', 'de-DE'));
    await page.getByRole('button', { name: message('de-DE', 'global.vat.excl') }).click();
    const toast = toastWith(page, message('de-DE', 'global.vat.toastExclTitle'));
    await expect(toast).toBeVisible();
    await expect(
      toast.getByRole('button', { name: message('de-DE', 'components.toast.hide') }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden({ timeout: 1000 });
  });

  test('the VAT choice persists across reloads', async ({ page }) => {
    await page.goto(pageUrl(brand, 'home', 'nl-NL'));
    const excl = page.getByRole('button', { name: message('nl-NL', 'global.vat.excl') });
    await expect(excl).toHaveAttribute('aria-pressed', 'false');
    await excl.click();
    await page.reload();
    await expect(excl).toHaveAttribute('aria-pressed', 'true');
  });
});

test('the BFF answers a batched tRPC query from the browser with the shop from the database', async ({
  page,
}) => {
  await page.goto(pageUrl('fibers-foams', 'home', 'nl-NL'));
  const body = await page.evaluate(async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { locale: 'fr-BE' } } }));
    const response = await fetch(`/api/trpc/shop.info?batch=1&input=${input}`, {
      headers: { 'x-ssr': '1', 'trpc-accept': 'application/jsonl' },
    });
    return { status: response.status, text: await response.text() };
  });
  expect(body.status).toBe(200);
  expect(body.text).toContain('"code":"FIB"');
  expect(body.text).toContain('"locale":"fr-BE"');
});

test('robots.txt and the sitemap describe the brand host', async ({ page }) => {
  const origin = brandOrigin('dbc');
  const robots = await (await page.goto(`${origin}/robots.txt`))?.text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  expect(robots).toContain('Disallow: /winkelwagen');
  const sitemap = await (await page.goto(`${origin}/sitemap.xml`))?.text();
  expect(sitemap).toContain(`<loc>${origin}/en-GB</loc>`);
  expect(sitemap).toContain('hreflang="fr-BE"');
});
