import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hrefFor } from '@shop/site';
import { webPort } from './support/ports';
import { pageUrl } from './support/site';

const brand = 'easy-felt';
const locale = 'nl-NL';
// Requests from the test runner, not the browser, cannot resolve {brand}.localhost; bare
// localhost is easy felt.
const origin = `http://localhost:${webPort}`;
const path = (...args: Parameters<typeof hrefFor>) => origin + hrefFor(...args);

test.describe('not found is a real 404 with the page language in the first byte', () => {
  for (const [name, url] of [
    ['unknown category', path('categoryDetail', locale, { slug: 'bestaat-niet' }, 'single-host')],
    [
      'category page past the last',
      path('categoryDetail', locale, { slug: 'vilt-op-maat', page: 99 }, 'single-host'),
    ],
    ['unknown product', path('productDetail', locale, { slug: 'bestaat-niet' }, 'single-host')],
    ['product slug with NUL', `${path('productDetail', locale, { slug: 'x' }, 'single-host')}%00`],
    [
      'product slug of 120 characters',
      path('productDetail', locale, { slug: 'a'.repeat(120) }, 'single-host'),
    ],
  ] as const) {
    test(name, async ({ request }) => {
      const res = await request.get(url, { headers: { 'accept-language': 'nl-NL' } });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html.slice(0, 200)).toMatch(/<html[^>]* lang="nl-NL"/);
    });
  }
});

test.describe('the BFF refuses what a foreign page could send', () => {
  const trpc = `${origin}/api/trpc`;

  test('a cross-site mutation', async ({ request }) => {
    const res = await request.post(`${trpc}/user.deleteAccount`, {
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      data: '{}',
    });
    expect(res.status()).toBe(403);
  });

  test('a form post instead of JSON', async ({ request }) => {
    const res = await request.post(`${trpc}/auth.logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
      multipart: { json: '{}' },
    });
    expect(res.status()).toBe(415);
  });

  test('a body over the limit', async ({ request }) => {
    const res = await request.post(`${trpc}/auth.login`, {
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      data: JSON.stringify({ email: 'a@example.nl', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.status()).toBe(413);
  });

  test('a batch of more calls than a page makes', async ({ request }) => {
    const paths = Array.from({ length: 40 }, () => 'shop.info').join(',');
    const input = JSON.stringify(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [i, {}])));
    const res = await request.get(`${trpc}/${paths}?batch=1&input=${encodeURIComponent(input)}`);
    expect(res.status()).toBe(400);
  });
});

test('pages, the BFF and files carry the security headers', async ({ request }) => {
  const page = await request.get(path('home', locale, {}, 'single-host'));
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['strict-transport-security']).toContain('max-age=');
  const bff = await request.get(`${origin}/api/trpc/shop.info?input=%7B%7D`);
  expect(bff.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(bff.headers()['x-content-type-options']).toBe('nosniff');
});

test('canonical and sitemap are built on the brand’s domain, not on a Host header', async ({
  request,
}) => {
  const url = path('home', locale, {}, 'single-host');
  const res = await request.get(url, { headers: { 'x-forwarded-host': 'evil.example' } });
  const html = await res.text();
  expect(html).not.toContain('evil.example');
  const robots = await request.get(`${origin}/robots.txt`, {
    headers: { 'x-forwarded-host': 'evil.example' },
  });
  expect(await robots.text()).not.toContain('evil.example');
});

/** Serious and critical WCAG 2.1 AA findings of axe on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accessibility of every page type (axe, WCAG 2.1 AA)', () => {
  const pages: [string, string][] = [
    ['home', pageUrl(brand, 'home', locale)],
    ['product overview', pageUrl(brand, 'productOverview', locale)],
    ['category', pageUrl(brand, 'categoryDetail', locale, { slug: 'vilt-op-maat' })],
    ['cart', pageUrl(brand, 'cart', locale)],
    ['login', pageUrl(brand, 'login', locale)],
    ['register', pageUrl(brand, 'register', locale)],
    ['forgot password', pageUrl(brand, 'forgotPassword', locale)],
    ['not found', `${pageUrl(brand, 'home', locale)}bestaat-niet`],
    ['content-only home', pageUrl('dbc', 'home', locale)],
    ['content-only not found', `${pageUrl('dbc', 'home', locale)}bestaat-niet`],
  ];
  for (const [name, url] of pages) {
    test(name, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('main')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('product page with the configurator', async ({ page }) => {
    // The largest page of the shop: axe needs longer than the default on a busy machine.
    test.slow();
    await page.goto(pageUrl(brand, 'categoryDetail', locale, { slug: 'vilt-op-maat' }));
    await page.locator('main a[href*="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
