import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '@shop/site';
import { registerCustomer } from './support/login';
import { latestMail, tokenLink } from './support/outbox';
import { message, pageUrl } from './support/site';
import { toastWith } from './support/toast';

const brand = 'easy-noisecontrol';

interface Journey {
  locale: Locale;
  customerType: 'Private' | 'Business';
  business?: { companyName: string; vatNumber: string };
  address: { postcode: string; houseNumber: string; street: string; city: string };
}

const journeys: Journey[] = [
  {
    locale: 'nl-NL',
    customerType: 'Private',
    address: {
      postcode: '1015cj',
      houseNumber: '123a',
      street: 'Keizersgracht',
      city: 'Amsterdam',
    },
  },
  {
    locale: 'de-DE',
    customerType: 'Business',
    business: { companyName: 'Ruhe GmbH', vatNumber: 'DE 123 456 789' },
    address: { postcode: '10115', houseNumber: '7', street: 'Invalidenstraße', city: 'Berlin' },
  },
  {
    locale: 'nl-NL',
    customerType: 'Business',
    business: { companyName: 'Stilte BV', vatNumber: 'NL812345678B01' },
    address: { postcode: '3511 LX', houseNumber: '1', street: 'Oudegracht', city: 'Utrecht' },
  },
  {
    locale: 'de-DE',
    customerType: 'Private',
    address: { postcode: '80331', houseNumber: '12', street: 'Marienplatz', city: 'München' },
  },
];

async function login(page: Page, locale: Locale, email: string, password: string) {
  const m = (key: string) => message(locale, key);
  await page.goto(pageUrl(brand, 'login', locale));
  await page.getByLabel(m('auth.login.email')).fill(email);
  await page.getByLabel(m('auth.login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: m('auth.login.submit') }).click();
}

async function logout(page: Page, locale: Locale) {
  await page.goto(pageUrl(brand, 'myAccount', locale));
  await page.getByRole('button', { name: message(locale, 'auth.logout.submit') }).click();
  await expect(page).toHaveURL(pageUrl(brand, 'home', locale));
}

for (const journey of journeys) {
  const { locale } = journey;
  test(`${locale} ${journey.customerType}: register, verify, log in, edit, reset, delete`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const m = (key: string, values?: Record<string, string>) => {
      let text = message(locale, key);
      for (const [name, value] of Object.entries(values ?? {}))
        text = text.replace(`{${name}}`, value);
      return text;
    };
    const email = `e2e.${journey.customerType.toLowerCase()}.${Date.now()}@example.nl`;
    const password = 'Geluid#Stil2026';
    const newPassword = 'Nieuw#Wachtwoord9';

    // Register.
    await page.goto(pageUrl(brand, 'register', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('register.title'));
    if (journey.business) {
      await page.getByLabel(m('register.customerType.Business')).check();
      await page.getByLabel(m('register.companyName')).fill(journey.business.companyName);
      await page.getByLabel(m('register.vatNumber')).fill(journey.business.vatNumber);
    }
    await page.getByLabel(m('register.firstName')).fill('Robin');
    await page.getByLabel(m('register.lastName')).fill('Visser');
    await page.getByLabel(m('register.email')).fill(email);
    await page.getByLabel(m('register.password'), { exact: true }).fill(password);
    await page.getByLabel(m('register.passwordConfirm')).fill(password);
    await page.getByRole('button', { name: m('register.submit') }).click();
    await expect(page).toHaveURL(pageUrl(brand, 'myAccount', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      m('account.greeting', { name: 'Robin' }),
    );
    await expect(page.getByText(m('account.unverifiedTitle'))).toBeVisible();
    await expect(page.getByTestId('account-entry')).toHaveText(
      m('header.myAccountOf', { name: 'Robin' }),
    );

    // Verify through the mail.
    const verification = await latestMail(email, 'verifyEmail');
    await page.goto(tokenLink(verification));
    await page.getByRole('button', { name: m('auth.verify.submit') }).click();
    await expect(page.getByText(m('auth.verify.successTitle'))).toBeVisible();
    await page.goto(pageUrl(brand, 'myAccount', locale));
    await expect(page.getByText(m('account.unverifiedTitle'))).toHaveCount(0);

    // Log out and in again.
    await logout(page, locale);
    await expect(page.getByTestId('account-entry')).toHaveText(m('header.login'));
    await login(page, locale, email, password);
    await expect(page).toHaveURL(pageUrl(brand, 'myAccount', locale));

    // Change details and address.
    await page.goto(pageUrl(brand, 'myAccountDetails', locale));
    await page.getByLabel(m('register.lastName')).fill('de Boer');
    await page.getByRole('button', { name: m('account.save') }).click();
    await expect(toastWith(page, m('account.detailsSaved'))).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(m('register.lastName'))).toHaveValue('de Boer');
    if (journey.business) {
      await expect(page.getByLabel(m('register.vatNumber'))).toHaveValue(
        journey.business.vatNumber.replace(/\s/g, ''),
      );
    }

    await page.goto(pageUrl(brand, 'myAccountAddress', locale));
    await page.getByLabel(m('form.address.postcode')).fill('12');
    await page.getByLabel(m('form.address.houseNumber')).fill(journey.address.houseNumber);
    await page.getByLabel(m('form.address.street')).fill(journey.address.street);
    await page.getByLabel(m('form.address.city')).fill(journey.address.city);
    await page.getByRole('button', { name: m('account.save') }).click();
    await expect(page.getByText(m('form.errors.postcode'))).toBeVisible();
    await page.getByLabel(m('form.address.postcode')).fill(journey.address.postcode);
    await page.getByRole('button', { name: m('account.save') }).click();
    await expect(toastWith(page, m('account.addressSaved'))).toBeVisible();
    await page.goto(pageUrl(brand, 'myAccount', locale));
    await expect(page.locator('address')).toContainText(journey.address.city);

    // Forgot the password: reset through the mail.
    await logout(page, locale);
    await page.goto(pageUrl(brand, 'forgotPassword', locale));
    await page.getByLabel(m('auth.forgot.email')).fill(email);
    await page.getByRole('button', { name: m('auth.forgot.submit') }).click();
    await expect(page.getByText(m('auth.forgot.sentTitle'))).toBeVisible();
    const reset = await latestMail(email, 'resetPassword');
    await page.goto(tokenLink(reset));
    await page.getByLabel(m('resetPassword.password'), { exact: true }).fill(newPassword);
    await page.getByLabel(m('resetPassword.passwordConfirm')).fill(newPassword);
    await page.getByRole('button', { name: m('resetPassword.submit') }).click();
    await expect(page.getByText(m('resetPassword.successTitle'))).toBeVisible();

    // The old password no longer works; the new one does.
    await login(page, locale, email, password);
    await expect(page.getByText(m('apiErrors.INVALID_CREDENTIALS'))).toBeVisible();
    await login(page, locale, email, newPassword);
    await expect(page).toHaveURL(pageUrl(brand, 'myAccount', locale));

    // Delete the account; logging in fails afterwards.
    await page.getByRole('button', { name: m('account.deleteButton') }).click();
    await page.getByRole('button', { name: m('account.deleteConfirm') }).click();
    await expect(page).toHaveURL(pageUrl(brand, 'home', locale));
    await expect(await latestMail(email, 'accountDeleted')).toBeTruthy();
    await login(page, locale, email, newPassword);
    await expect(page.getByText(m('apiErrors.INVALID_CREDENTIALS'))).toBeVisible();
  });
}

test('the registration form says while typing that an address is already in use', async ({
  page,
}) => {
  const locale: Locale = 'en-GB';
  const { email } = await registerCustomer({ brand, locale, firstName: 'Kim', lastName: 'Bakker' });

  await page.goto(pageUrl(brand, 'register', locale));
  await page.getByLabel(message(locale, 'register.email')).fill(email);
  await expect(page.getByText(message(locale, 'register.emailInUse'))).toBeVisible();
});

test('the form explains each password rule in the shopper language', async ({ page }) => {
  const locale: Locale = 'de-DE';
  await page.goto(pageUrl(brand, 'register', locale));
  await page.getByLabel(message(locale, 'register.password'), { exact: true }).fill('kurz');
  await page.getByLabel(message(locale, 'register.passwordConfirm')).fill('anders');
  await page.getByRole('button', { name: message(locale, 'register.submit') }).click();
  await expect(page.getByText(message(locale, 'yup.errors.string.password'))).toBeVisible();
  await expect(page.getByText(message(locale, 'yup.errors.string.password_match'))).toBeVisible();
  await expect(page.getByText(message(locale, 'yup.errors.mixed.required')).first()).toBeVisible();
});

test('a brand with the account switch off answers 404 on account pages and shows no entry', async ({
  page,
}) => {
  for (const pageName of ['login', 'register', 'myAccount'] as const) {
    const response = await page.goto(pageUrl('dbc', pageName, 'nl-NL'));
    expect(response?.status()).toBe(404);
  }
  await expect(page.getByTestId('account-entry')).toHaveCount(0);
});

test('my account sends a visitor who is not logged in to the login page and back', async ({
  page,
}) => {
  await page.goto(pageUrl(brand, 'myAccountAddress', 'nl-NL'));
  await expect(page).toHaveURL(
    pageUrl(brand, 'login', 'nl-NL', { query: { next: '/mijn-account/adres' } }),
  );
});
