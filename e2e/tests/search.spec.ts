import { expect, test } from '@playwright/test';
import { get } from './support/http';
import { pageUrl } from './support/site';

test('search "akoestiek" in the Blog scope in nl-NL and open a result', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(pageUrl('easy-felt', 'searchOverview', 'nl-NL'));
  await expect(page.locator('h1')).toHaveText('Zoeken');
  await page.locator('main input[name="q"]').fill('akoestiek');
  await page.locator('main button[type="submit"]').click();
  await expect(page).toHaveURL(/\/zoeken\?q=akoestiek$/);

  await page.getByRole('link', { name: 'Blogs', exact: true }).click();
  await expect(page).toHaveURL(/\/zoeken\?q=akoestiek&scope=Blog$/);
  const results = page.getByTestId('search-results').locator('article');
  await expect(results.first()).toBeVisible();
  for (const kind of await results.locator('p.uppercase').allTextContents()) {
    expect(['Blog', 'Advies']).toContain(kind);
  }
  await expect(results.first().locator('mark').first()).toContainText(/akoesti/i);

  const title = (await results.first().locator('h2').textContent()) ?? '';
  await results.first().locator('h2 a').click();
  await expect(page.locator('h1')).toHaveText(title);
  expect(page.url()).toMatch(/\/(blogs|advies)\//);

  // Back in history: the search, its scope and its results again.
  await page.goBack();
  await expect(page).toHaveURL(/scope=Blog/);
  await expect(page.locator('main input[name="q"]')).toHaveValue('akoestiek');
  expect(errors).toEqual([]);
});

test('quick search by keyboard: type, arrow down, Enter opens the hit', async ({ page }) => {
  await page.goto(pageUrl('easy-felt', 'home', 'nl-NL'));
  const box = page.getByRole('combobox');
  await box.click();
  await box.pressSequentially('vilt', { delay: 30 });
  const options = page.getByRole('option');
  // The brand's four best hits, then "all results".
  await expect(options).toHaveCount(5);
  await expect(options.last()).toContainText('Alle resultaten');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /option-0$/);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const title = (await options.first().locator('.font-semibold').textContent()) ?? '';
  await box.press('Enter');
  await expect(page.locator('h1')).toHaveText(title);

  // Escape closes the list; Enter in the box goes to the search page.
  await page.getByRole('combobox').fill('panelen');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.getByRole('combobox').press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('combobox').press('Enter');
  await expect(page).toHaveURL(/\/zoeken\?q=panelen$/);
});

test('search pages: no words, nothing found, and brands without search', async ({ page }) => {
  await page.goto(`${pageUrl('easy-felt', 'searchOverview', 'nl-NL')}?q=qqqxxxzzz`);
  await expect(page.getByText('Niets gevonden voor ‘qqqxxxzzz’.')).toBeVisible();
  const headers = { 'accept-language': 'nl-NL' };
  for (const brand of ['dbc', 'earendel-group']) {
    expect((await get(pageUrl(brand, 'searchOverview', 'nl-NL'), { headers })).status).toBe(404);
  }
  const badScope = await get(
    `${pageUrl('easy-felt', 'searchOverview', 'nl-NL')}?q=vilt&scope=All`,
    {
      headers,
    },
  );
  expect(badScope.status).toBe(404);
});
