import { expect, type Page, test } from '@playwright/test';
import { chatLink, getBrand, type Locale, pathFor } from '@shop/site';
import { contentItem, contentList } from './support/content';
import { get } from './support/http';
import { brandOrigin, pageUrl } from './support/site';

/** Every JSON-LD object of the page, arrays flattened. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => JSON.parse(text)) as Record<string, unknown>[];
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

test('blog page 2 in nl-NL, a post, and the language switch to its fr-BE translation', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const second = await contentList('easy-felt', 'blog', 'nl-NL', 2);
  expect(second.items.length).toBeGreaterThan(0);

  const response = await page.goto(pageUrl('easy-felt', 'blogOverview', 'nl-NL', { page: 2 }));
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-NL');
  await expect(page.locator('nav[aria-label="Paginering"] [aria-current="page"]')).toHaveText('2');
  expect((await jsonLd(page)).find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [{ position: 1 }, { position: 2, name: 'Blog' }],
  });
  const titles = page.locator('main article h2');
  await expect(titles).toHaveText(second.items.map((item) => item.title));
  // Dates read d MMMM yyyy.
  await expect(page.locator('main article time').first()).toHaveText(/^\d{1,2} [a-z]+ \d{4}$/);

  const post = second.items[0];
  if (!post) throw new Error('no post on page 2');
  await page.getByRole('link', { name: post.title }).click();
  await expect(page).toHaveURL(pageUrl('easy-felt', 'blogDetail', 'nl-NL', { slug: post.slug }));
  await expect(page.locator('h1')).toHaveText(post.title);

  const item = await contentItem('easy-felt', 'blog', 'nl-NL', post.slug);
  const french = await contentItem('easy-felt', 'blog', 'fr-BE', item.slugs['fr-BE'] as string);
  await page.getByTestId('language-switch').locator('summary').click();
  await page.getByTestId('language-switch').locator('a[hreflang="fr-BE"]').click();
  await expect(page).toHaveURL(pageUrl('easy-felt', 'blogDetail', 'fr-BE', { slug: french.slug }));
  await expect(page.locator('h1')).toHaveText(french.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
  expect(errors).toEqual([]);
});

test('a post lists hreflang alternates for its locales, and another language’s slug redirects', async ({
  page,
}) => {
  const [post] = (await contentList('easy-felt', 'blog', 'en-GB')).items;
  if (!post) throw new Error('no post');
  const item = await contentItem('easy-felt', 'blog', 'en-GB', post.slug);
  await page.goto(pageUrl('easy-felt', 'blogDetail', 'en-GB', { slug: post.slug }));
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')));
  expect(hreflangs.filter((h) => h !== 'x-default').sort()).toEqual(Object.keys(item.slugs).sort());

  // The English slug under the Dutch site moves to the Dutch slug, permanently.
  const moved = await get(pageUrl('easy-felt', 'blogDetail', 'nl-NL', { slug: post.slug }), {
    headers: { 'accept-language': 'nl-NL' },
  });
  expect(moved.status).toBe(308);
  expect(moved.headers.location).toContain(`/blogs/${item.slugs['nl-NL']}`);
});

test('unknown slugs and pages are real 404s with the localized page', async () => {
  const headers = { 'accept-language': 'nl-NL' };
  const urls = [
    pageUrl('easy-felt', 'blogDetail', 'nl-NL', { slug: 'bestaat-niet' }),
    pageUrl('easy-felt', 'adviceDetail', 'nl-NL', { slug: 'bestaat-niet' }),
    pageUrl('easy-felt', 'projectDetail', 'nl-NL', { slug: 'bestaat-niet' }),
    pageUrl('easy-felt', 'jobOfferDetail', 'nl-NL', { slug: 'bestaat-niet' }),
    `${pageUrl('easy-felt', 'blogOverview', 'nl-NL')}?page=99`,
    `${pageUrl('easy-felt', 'projectOverview', 'nl-NL')}?page=0`,
    `${pageUrl('easy-felt', 'inspirationOverview', 'nl-NL')}?page=abc`,
    `${pageUrl('easy-felt', 'blogOverview', 'nl-NL')}?page=1&page=2`,
  ];
  for (const url of urls) {
    const response = await get(url, { headers });
    expect(response.status, url).toBe(404);
    expect(response.body, url).toContain('lang="nl-NL"');
  }
  // A broken escape names no page at all: the client's error.
  for (const path of ['/blogs/%E0%A4%A', '/blogs/%25E0%25A4%25A', '/projecten/a%25']) {
    expect((await get(brandOrigin('dbc') + path, { headers })).status, path).toBe(400);
  }
});

test('a project shows its facts, its gallery and the products in it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const [project] = (await contentList('easy-felt', 'project', 'en-GB')).items;
  if (!project) throw new Error('no project');
  await page.goto(pageUrl('easy-felt', 'projectDetail', 'en-GB', { slug: project.slug }));
  await expect(page.locator('h1')).toHaveText(project.title);
  await expect(page.getByTestId('project-facts').locator('dd')).toHaveCount(3);
  const photos = page.getByTestId('project-gallery').locator('figure');
  expect(await photos.count()).toBeGreaterThanOrEqual(3);
  await expect(photos.first().locator('img').first()).toHaveJSProperty('complete', true);

  const productLink = page.getByTestId('project-gallery').locator('a[href*="/product/"]').first();
  const href = await productLink.getAttribute('href');
  await productLink.click();
  await expect(page).toHaveURL(brandOrigin('easy-felt') + href);
  await expect(page.locator('h1')).toBeVisible();
  const crumbs = (await jsonLd(page)).filter((d) => d['@type'] === 'BreadcrumbList');
  expect(crumbs).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a job offer carries a JobPosting with the fields Google requires', async ({ page }) => {
  const [job] = (await contentList('easy-noisecontrol', 'job-offer', 'de-DE')).items;
  if (!job) throw new Error('no job offer');
  await page.goto(pageUrl('easy-noisecontrol', 'jobOfferDetail', 'de-DE', { slug: job.slug }));
  const data = await jsonLd(page);
  const posting = data.find((d) => d['@type'] === 'JobPosting');
  expect(posting).toMatchObject({
    title: job.title,
    datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    description: expect.stringContaining(job.title.split(' ')[0] ?? ''),
    hiringOrganization: { '@type': 'Organization', name: 'easy noise control' },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'NL' },
    },
    employmentType: expect.stringMatching(/^(FULL_TIME|PART_TIME|INTERN|CONTRACTOR)$/),
  });
  expect(data.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1 },
      { position: 2, item: expect.stringContaining(pathFor('jobOfferOverview', 'de-DE')) },
      { position: 3, name: job.title },
    ],
  });
  await expect(page.getByTestId('job-facts').locator('dt').first()).toBeVisible();
});

test('a blog post is a BlogPosting; its video loads the player only on click', async ({ page }) => {
  const [post] = (await contentList('easy-felt', 'blog', 'en-GB')).items;
  if (!post) throw new Error('no post');
  await page.goto(pageUrl('easy-felt', 'blogDetail', 'en-GB', { slug: post.slug }));
  const posting = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: post.title, datePublished: expect.any(String) });

  // A post with a video, found through the API: one page visit, not one per post.
  const posts = [
    ...(await contentList('easy-felt', 'blog', 'en-GB', 1)).items,
    ...(await contentList('easy-felt', 'blog', 'en-GB', 2)).items,
  ];
  const bodies = await Promise.all(
    posts.map((candidate) => contentItem('easy-felt', 'blog', 'en-GB', candidate.slug)),
  );
  const withVideo = bodies.find((item) => item.body.some((block) => block.type === 'video'));
  if (!withVideo) throw new Error('no post with a video');
  await page.goto(pageUrl('easy-felt', 'blogDetail', 'en-GB', { slug: withVideo.slug }));
  const play = page.getByRole('button', { name: 'Play the video' });
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(play.locator('img')).toHaveAttribute(
    'src',
    /^\/api\/video-thumbnails\/(youtube|vimeo)\//,
  );
  await play.click();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//,
  );
});

test('inspiration page 2 of easy felt (12 a page) links each photo to a product or a project', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const second = await contentList('easy-felt', 'inspiration', 'nl-NL', 2);
  expect(second.items.length).toBeGreaterThan(0);
  await page.goto(pageUrl('easy-felt', 'inspirationOverview', 'nl-NL', { page: 2 }));
  const photos = page.getByTestId('inspiration-grid').locator('figure');
  await expect(photos).toHaveCount(second.items.length);
  for (const link of await page.getByTestId('inspiration-grid').locator('a').all()) {
    expect(await link.getAttribute('href')).toMatch(/^\/(product|projecten)\//);
  }
  expect(errors).toEqual([]);
});

test('the content-only brand shows no product, cart, account or search UI', async ({ page }) => {
  for (const url of [
    pageUrl('dbc', 'home', 'nl-NL'),
    pageUrl('dbc', 'blogOverview', 'nl-NL'),
    pageUrl('dbc', 'projectOverview', 'nl-NL'),
  ]) {
    await page.goto(url);
    await expect(page.getByTestId('cart-entry')).toHaveCount(0);
    await expect(page.getByTestId('account-entry')).toHaveCount(0);
    await expect(page.locator(`a[href*="${pathFor('productOverview', 'nl-NL')}"]`)).toHaveCount(0);
    await expect(page.locator(`a[href*="${pathFor('searchOverview', 'nl-NL')}"]`)).toHaveCount(0);
    await expect(page.locator('a[href*="/product/"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /btw/i })).toHaveCount(0);
  }
  const shop = await get(pageUrl('dbc', 'productOverview', 'nl-NL'), {
    headers: { 'accept-language': 'nl-NL' },
  });
  expect(shop.status).toBe(404);
});

test('the chat button opens a chat with the brand’s number, nudges, and keeps still for reduced motion', async ({
  browser,
}) => {
  const brand = getBrand('easy-felt');
  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  await page.goto(pageUrl('easy-felt', 'home', 'nl-NL'));
  const chat = page.getByTestId('chat-widget');
  await expect(chat).toHaveAttribute('href', chatLink(brand.phone));
  await expect(chat).toHaveCSS('animation-duration', '5s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(chat).toHaveCSS('animation-name', 'none');
  await context.close();

  // On a phone it stays off the basket, where the order buttons sit low.
  const phone = await browser.newContext({
    locale: 'nl-NL',
    viewport: { width: 390, height: 844 },
  });
  const onPhone = await phone.newPage();
  await onPhone.goto(pageUrl('easy-felt', 'cart', 'nl-NL'));
  await expect(onPhone.getByTestId('chat-widget')).toBeHidden();
  await onPhone.goto(pageUrl('easy-felt', 'blogOverview', 'nl-NL'));
  await expect(onPhone.getByTestId('chat-widget')).toBeVisible();
  await phone.close();
});

/** Same-site links of a page: what a visitor can click, without anchors and other schemes. */
async function linksOf(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((l) => (l as HTMLAnchorElement).href));
  return [...new Set(hrefs.filter((h) => h.startsWith(origin)).map((h) => h.split('#')[0] ?? h))];
}

for (const brandId of ['easy-noisecontrol', 'easy-felt', 'dbc', 'fibers-foams', 'earendel-group']) {
  for (const locale of ['nl-NL', 'en-GB'] as Locale[]) {
    test(`${brandId} ${locale}: every link of the home page, header and footer leads to a page`, async ({
      page,
    }) => {
      const origin = brandOrigin(brandId);
      await page.goto(pageUrl(brandId, 'home', locale));
      const links = await linksOf(page, origin);
      expect(links.length).toBeGreaterThan(8);
      const broken: string[] = [];
      for (const link of links) {
        const response = await get(link, { headers: { 'accept-language': locale }, redirects: 5 });
        if (response.status >= 400) broken.push(`${response.status} ${link}`);
      }
      expect(broken).toEqual([]);
    });
  }
}

test('the sitemap lists every published item at its address in each locale, with alternates', async () => {
  const [post] = (await contentList('easy-felt', 'blog', 'nl-NL')).items;
  if (!post) throw new Error('no post');
  const item = await contentItem('easy-felt', 'blog', 'nl-NL', post.slug);
  const sitemap = await get(`${brandOrigin('easy-felt')}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  const own = pageUrl('easy-felt', 'blogDetail', 'nl-NL', { slug: post.slug });
  expect(sitemap.body).toContain(`<loc>${own}</loc>`);
  const french = pageUrl('easy-felt', 'blogDetail', 'fr-BE', { slug: item.slugs['fr-BE'] ?? '' });
  expect(sitemap.body).toContain(`hreflang="fr-BE" href="${french}"`);
  // Drafts and inspiration photos have no address there.
  expect(sitemap.body).not.toContain('/inspiratie/');
});
