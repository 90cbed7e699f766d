import { expect, test } from '@playwright/test';
import { getBrand } from '@shop/site';
import { message, pageUrl } from './support/site';
import { toastWith } from './support/toast';

const brand = 'easy-felt';
const locale = 'nl-NL';
const m = (key: string) => message(locale, key);
const fill = (key: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    m(key),
  );

test('the archive pages with ?page= (none on page 1) at the brand page size', async ({ page }) => {
  const pageSize = getBrand(brand).pageSizes.productArchiveItems;
  await page.goto(pageUrl(brand, 'productOverview', locale));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('product.archive.title'));
  await expect(page.locator('main article')).toHaveCount(pageSize);
  const pagination = page.getByRole('navigation', { name: m('components.pagination.label') });
  await pagination
    .getByRole('link', { name: fill('components.pagination.page', { page: 2 }) })
    .click();
  await expect(page).toHaveURL(pageUrl(brand, 'productOverview', locale, { page: 2 }));
  expect(await page.locator('main article').count()).toBeGreaterThan(0);
  await pagination
    .getByRole('link', { name: fill('components.pagination.page', { page: 1 }) })
    .click();
  await expect(page).toHaveURL(pageUrl(brand, 'productOverview', locale));
});

test('a category page lists its products and filters by range', async ({ page }) => {
  await page.goto(pageUrl(brand, 'productOverview', locale));
  const filters = page.getByRole('group', { name: m('product.archive.filters') });
  const categoryLink = filters.getByRole('link').nth(1);
  const categoryName = (await categoryLink.textContent())?.replace(/\s*\(\d+\)$/, '').trim() ?? '';
  await categoryLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
  const before = await page.locator('main article').count();
  expect(before).toBeGreaterThan(0);
});

test('category page 2: a category longer than a page pages with ?page= and keeps its slug', async ({
  page,
}) => {
  const pageSize = getBrand(brand).pageSizes.productArchiveItems;
  // "Vilt op maat" holds every made-to-measure product of the demo catalogue: more than a page.
  const category = pageUrl(brand, 'categoryDetail', locale, { slug: 'vilt-op-maat' });
  await page.goto(category);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vilt op maat');
  await expect(page.locator('main article')).toHaveCount(pageSize);
  const firstOnPage1 = await page.locator('main article h3').first().textContent();
  const pagination = page.getByRole('navigation', { name: m('components.pagination.label') });
  await pagination
    .getByRole('link', { name: fill('components.pagination.page', { page: 2 }) })
    .click();
  await expect(page).toHaveURL(
    pageUrl(brand, 'categoryDetail', locale, { slug: 'vilt-op-maat', page: 2 }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vilt op maat');
  const onPage2 = page.locator('main article');
  await expect(onPage2.first()).toBeVisible();
  expect(await onPage2.count()).toBeLessThanOrEqual(pageSize);
  expect(await page.locator('main article h3').first().textContent()).not.toBe(firstOnPage1);
});

test('configure 1200 x 600 mm in a colour, see the VAT toggle change the price, then add, change and remove in the cart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(pageUrl(brand, 'productOverview', locale));
  await page.locator('main article').first().getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 2, name: m('product.configurator.title') }),
  ).toBeVisible();

  const total = page.getByTestId('configurator-total');
  await expect(total).toBeVisible();
  await page.getByLabel(m('product.configurator.width')).fill('1200');
  await page.getByLabel(m('product.configurator.height')).fill('600');
  // The swatches are labels around visually hidden radios: click the swatch as a person would.
  const swatch = page.locator('label:has(input[name$="-colour"]:not([disabled]))').nth(1);
  await swatch.click();
  await expect(swatch.locator('input')).toBeChecked();
  await expect(total).not.toHaveText(m('product.configurator.calculating'));
  const inclText = await total.textContent();
  expect(inclText).toContain(m('product.inclVat'));

  // The price update from input to screen.
  const started = Date.now();
  await page.getByLabel(m('product.configurator.width')).fill('1250');
  await expect(total).not.toHaveText(inclText ?? '');
  console.log(`price update from input to screen: ${Date.now() - started} ms`);
  await page.getByLabel(m('product.configurator.width')).fill('1200');
  await expect(total).toHaveText(inclText ?? '');

  await page.getByRole('button', { name: m('global.vat.excl') }).click();
  await expect(total).toContainText(m('product.exclVat'));
  const exclText = await total.textContent();
  expect(exclText).not.toBe(inclText);
  await page.getByRole('button', { name: m('global.vat.incl') }).click();
  await expect(total).toContainText(m('product.inclVat'));

  await page.getByRole('button', { name: m('cart.add') }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByTestId('cart-entry').click();
  await expect(page).toHaveURL(pageUrl(brand, 'cart', locale));
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('1200 × 600 mm');
  const lineTotal = await page.getByTestId('cart-line-total').textContent();
  await line.getByLabel(m('cart.quantity')).fill('3');
  await line.getByLabel(m('cart.quantity')).press('Enter');
  await expect(toastWith(page, m('cart.quantityChanged'))).toBeVisible();
  await expect(page.getByTestId('cart-line-total')).not.toHaveText(lineTotal ?? '');
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await line.getByRole('button', { name: m('cart.remove') }).click();
  await expect(page.locator('main').getByText(m('cart.empty'))).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  // The GA4 e-commerce events of the journey, in the tag manager's data layer.
  const events = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map(
      (e) => e.event,
    ),
  );
  expect(events).toEqual(
    expect.arrayContaining([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'view_cart',
      'remove_from_cart',
    ]),
  );
});

test('the cart survives a reload and a new browser page (cookie + database)', async ({
  page,
  context,
}) => {
  await page.goto(pageUrl(brand, 'productOverview', locale));
  await page.locator('main article').first().getByRole('link').click();
  await expect(page.getByTestId('configurator-total')).toBeVisible();
  await page.getByRole('button', { name: m('cart.add') }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const other = await context.newPage();
  await other.goto(pageUrl(brand, 'cart', locale));
  await expect(other.getByTestId('cart-line')).toHaveCount(1);
  const cookie = (await context.cookies()).find((c) => c.name === 'shop_cart');
  expect(cookie?.httpOnly).toBe(true);
});

test('an impossible size is explained and cannot be added', async ({ page }) => {
  await page.goto(pageUrl(brand, 'productOverview', locale));
  await page.locator('main article').first().getByRole('link').click();
  await page.getByLabel(m('product.configurator.width')).fill('99000');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: m('product.configurator.errors.widthOutOfRange').split('{')[0] ?? '' })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: m('cart.add') })).toBeDisabled();
});

test('the language switch on a product page lands on the same product in German', async ({
  page,
}) => {
  await page.goto(pageUrl(brand, 'productOverview', locale));
  await page.locator('main article').first().getByRole('link').click();
  const sku = await page.locator('script[type="application/ld+json"]').textContent();
  await expect(page.getByTestId('configurator-total')).toBeVisible();
  await page.getByTestId('language-switch').locator('summary').click();
  await page.getByRole('link', { name: message('de-DE', 'global.language.names.de-DE') }).click();
  await expect(page).toHaveURL(/\/de-DE\/produkt\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const skuAfter = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(skuAfter ?? '[]')[0].sku).toBe(JSON.parse(sku ?? '[]')[0].sku);
});

test('product pages answer 404 where the products switch is off', async ({ page }) => {
  for (const url of [pageUrl('dbc', 'productOverview', locale), pageUrl('dbc', 'cart', locale)]) {
    expect((await page.goto(url))?.status()).toBe(404);
  }
  await expect(page.getByTestId('cart-entry')).toHaveCount(0);
});

test('a photo print: upload, frame, see the preview and the resolution warning, add to the cart', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto(pageUrl(brand, 'productOverview', locale));
  // The shop's own catalogue picture stands in for a customer's photo.
  const card = page.locator('main article').filter({ hasText: 'PrintFelt' }).first();
  const imageUrl = await card.locator('img').first().getAttribute('src');
  await card.getByRole('link').click();
  await expect(page.getByText(m('product.photo.title'))).toBeVisible();
  await expect(page.getByRole('button', { name: m('cart.add') })).toBeDisabled();

  const base64 = await page.evaluate(async (src) => {
    const url = new URL(src ?? '', location.href);
    const original = url.searchParams.get('url') ?? url.pathname;
    const bytes = new Uint8Array(await (await fetch(original)).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, imageUrl);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'photo.webp',
    mimeType: 'image/webp',
    buffer: Buffer.from(base64, 'base64'),
  });
  await page.getByRole('button', { name: m('product.photo.apply') }).click();
  const preview = page.getByTestId('print-preview');
  await expect(preview.getByRole('img')).toBeVisible();
  await expect(preview.getByRole('alert')).toContainText('dpi');

  await expect(page.getByRole('button', { name: m('cart.add') })).toBeEnabled();
  await page.getByRole('button', { name: m('cart.add') }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a file that is not a photo is refused in the shopper language', async ({ page }) => {
  await page.goto(pageUrl(brand, 'productOverview', locale));
  await page
    .locator('main article')
    .filter({ hasText: 'PrintFelt' })
    .first()
    .getByRole('link')
    .click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await expect(toastWith(page, m('product.photo.wrongType'))).toBeVisible();
});
